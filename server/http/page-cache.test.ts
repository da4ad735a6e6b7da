import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { chooseEncoding, isNotModified, toRenderedPage } from './page-cache.ts';

describe('choosing the encoding of a page kept in memory', () => {
  it('prefers brotli, then gzip, and honours q=0 and absence', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('BR;q=0.5')).toBe('br');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('If-None-Match', () => {
  it('matches the page the visitor has, weak or strong, in a list or as *', () => {
    const etag = 'W/"abc"';
    expect(isNotModified('W/"abc"', etag)).toBe(true);
    expect(isNotModified('"abc"', etag)).toBe(true);
    expect(isNotModified('"other", W/"abc"', etag)).toBe(true);
    expect(isNotModified('*', etag)).toBe(true);
    expect(isNotModified('"other"', etag)).toBe(false);
    expect(isNotModified(undefined, etag)).toBe(false);
  });
});

describe('compressing a page kept in memory', () => {
  it('sends the first visitor a quickly compressed page, and later ones the smallest once a second visitor came', async () => {
    const paragraphs = Array.from({ length: 400 }, (_, index) => `<p class="card">Projet ${index % 37} à Conakry</p>`);
    const html = `<!DOCTYPE html><html><body>${paragraphs.join('')}</body></html>`;
    const page = await toRenderedPage(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));

    const first = await page.encoded('gzip');
    expect(gunzipSync(first).toString('utf8')).toBe(html);
    page.noteSent();
    expect(page.encodedNow('gzip')).toBe(first);

    page.noteSent();
    await vi.waitFor(() => expect(page.revision).toBe(2));
    const best = page.encodedNow('gzip') ?? first;
    expect(best.length).toBeLessThan(first.length);
    expect(gunzipSync(best).toString('utf8')).toBe(html);
    expect(await page.encoded('gzip')).toBe(best);
    // Brotli too, before anyone asks for it: most browsers do.
    expect(page.encodedNow('br')).toBeDefined();
  });
});
