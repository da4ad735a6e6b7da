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
