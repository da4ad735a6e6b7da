import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCriticalCssInliner, pageShape } from './critical-css.ts';

const STYLESHEET = `
.hero{background:navy}
.card{border:1px solid gray}
.footer-only{color:red}
@media (min-width:640px){.hero{padding:2rem}}
`;

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'root-abc123.css'), STYLESHEET);
  return dir;
}

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/root-abc123.css"/></head><body>${body}</body></html>`;

describe('the critical CSS of a public page', () => {
  it('inlines the rules the page uses in its head and moves the stylesheet to the end of the body', async () => {
    const inline = createCriticalCssInliner(clientDir());
    const html = await inline(page('<section class="hero"><p class="card">Bonjour</p></section>'));
    const head = html.slice(0, html.indexOf('</head>'));
    const style = /<style>([\s\S]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(style).toContain('.hero{background:navy}');
    expect(style).toContain('.card{border:1px solid gray}');
    expect(style).toContain('@media (min-width:640px){.hero{padding:2rem}}');
    // A rule no element matches waits for the stylesheet.
    expect(style).not.toContain('footer-only');
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toMatch(
      /<p class="card">Bonjour<\/p><\/section><link rel="stylesheet" href="\/assets\/root-abc123.css"\/><\/body>/,
    );
  });

  it('gives two pages of one shape the same rules, and a page of another shape its own', async () => {
    const inline = createCriticalCssInliner(clientDir());
    const first = await inline(page('<section class="hero">Article un</section>'));
    const second = await inline(page('<section class="hero">Article deux</section>'));
    const footer = await inline(page('<footer class="footer-only">Pied</footer>'));
    const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(styleOf(second)).toBe(styleOf(first));
    expect(styleOf(footer)).toContain('.footer-only{color:red}');
    expect(styleOf(footer)).not.toContain('.hero');
  });

  it('leaves a page without the stylesheet as it is', async () => {
    const inline = createCriticalCssInliner(clientDir());
    const html = '<!DOCTYPE html><html><head></head><body><p>Hors ligne</p></body></html>';
    expect(await inline(html)).toBe(html);
  });
});

describe('the shape of a page', () => {
  it('is the same for pages that differ only by their text, and differs with a class or an attribute', () => {
    const shape = pageShape('<p class="a b">Un</p>');
    expect(pageShape('<p class="b  a">Deux</p>')).toBe(shape);
    expect(pageShape('<p class="a b c">Un</p>')).not.toBe(shape);
    expect(pageShape('<p class="a b" aria-current="page">Un</p>')).not.toBe(shape);
    expect(pageShape('<div class="a b">Un</div>')).not.toBe(shape);
  });
});
