import { describe, expect, it } from 'vitest';
import { decodeAttribute, previewTitleInPage } from './page-content.ts';

const ORIGIN = 'https://weltaare.example';
const about = { kind: 'static', language: 'en', path: '/about' } as const;

const page = (image: string, alt: string) =>
  `<html><head><meta property="og:image" content="${image}"/><meta property="og:image:alt" content="${alt}"/></head>` +
  `<body><meta property="og:image:alt" content="not the head"/></body></html>`;

describe('decodeAttribute', () => {
  it('reads the references React writes in an attribute, and leaves unknown ones alone', () => {
    expect(decodeAttribute('R&amp;D &lt;b&gt; &quot;x&quot; l&#x27;app &#233;t&#xE9; &bogus;')).toBe(
      'R&D <b> "x" l\'app été &bogus;',
    );
  });
});

describe('previewTitleInPage', () => {
  it('reads the title the page gives its own preview', () => {
    const html = page(`${ORIGIN}/og/en/about.jpg?v=abc1234`, 'About &amp; us');
    expect(previewTitleInPage(html, ORIGIN, about)).toBe('About & us');
  });

  it('finds nothing when the page declares another image or another origin', () => {
    expect(previewTitleInPage(page(`${ORIGIN}/og/en/contact.jpg?v=1`, 'Contact'), ORIGIN, about)).toBeNull();
    expect(previewTitleInPage(page(`https://evil.example/og/en/about.jpg?v=1`, 'x'), ORIGIN, about)).toBeNull();
    expect(previewTitleInPage('<html><head></head><body></body></html>', ORIGIN, about)).toBeNull();
  });
});
