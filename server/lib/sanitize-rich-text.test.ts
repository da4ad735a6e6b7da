import { describe, expect, it } from 'vitest';
import { FieldValidationError } from '../http/errors.ts';
import { sanitizeLocalizedRichText, sanitizeRichText } from './sanitize-rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting an editor uses', () => {
    const html = '<h2>Titre</h2><p>Un <strong>texte</strong> <em>riche</em>.</p><ul><li>un</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Bonjour<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">lien</a></p>';
    expect(sanitizeRichText(dirty)).toBe('<p>Bonjour<a>lien</a></p>');
  });

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitizeRichText('<a href="https://weltaare.com" target="_blank">site</a>')).toBe(
      '<a href="https://weltaare.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});

describe('images inside a text', () => {
  const base = '/media/uploads/2026/11/k3Jd9a_x-Q';

  it('keeps a library image with its alt text and caption, made responsive from its file alone', () => {
    const html = sanitizeRichText(
      `<figure><img src="${base}-960.webp" srcset="https://elsewhere.test/x.webp 2x" alt="Notre bureau" width="960" height="640" onerror="alert(1)" style="width:9px"><figcaption>Le <em>bureau</em> de Kaloum</figcaption></figure>`,
    );
    expect(html).toBe(
      `<figure><img src="${base}-960.webp" srcset="${base}-480.webp 480w, ${base}-960.webp 960w" sizes="(min-width: 768px) 720px, 100vw" alt="Notre bureau" width="960" height="640" loading="lazy" decoding="async" /><figcaption>Le <em>bureau</em> de Kaloum</figcaption></figure>`,
    );
  });

  it('gives a portrait its own widths and keeps an empty alt text for a decorative image', () => {
    expect(sanitizeRichText(`<figure><img src="${base}-320.avif" alt="" width="320" height="320"></figure>`)).toBe(
      `<figure><img src="${base}-320.webp" srcset="${base}-160.webp 160w, ${base}-320.webp 320w" sizes="(min-width: 768px) 720px, 100vw" alt="" width="320" height="320" loading="lazy" decoding="async" /></figure>`,
    );
  });

  it('drops images from elsewhere, scripts in disguise and sizes no variant has, with a figure left empty', () => {
    expect(
      sanitizeRichText(
        `<p>Texte</p><figure><img src="https://tracker.test/pixel.png"><figcaption>Légende</figcaption></figure><img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="${base}-777.webp" width="777" height="518"><img src="/media/uploads/../../etc/passwd-960.webp" width="960" height="640">`,
      ),
    ).toBe('<p>Texte</p>');
  });
});

describe('sanitizeLocalizedRichText', () => {
  it('sanitizes both languages; an English body with nothing to read falls back to French', () => {
    expect(sanitizeLocalizedRichText({ fr: '<p>Bonjour<script>x</script></p>', en: '<p>Hello</p>' }, 'body')).toEqual({
      fr: '<p>Bonjour</p>',
      en: '<p>Hello</p>',
    });
    expect(sanitizeLocalizedRichText({ fr: '<p>Bonjour</p>', en: '<script>x</script>' }, 'body')).toEqual({
      fr: '<p>Bonjour</p>',
      en: undefined,
    });
  });

  it('refuses a French body that is empty once sanitized, naming the field', () => {
    const attempt = () => sanitizeLocalizedRichText({ fr: '<p>&nbsp;</p><script>alert(1)</script>' }, 'body');
    expect(attempt).toThrow(FieldValidationError);
    try {
      attempt();
    } catch (error) {
      expect((error as FieldValidationError).fields).toEqual({ 'body.fr': 'french_required' });
    }
  });
});
