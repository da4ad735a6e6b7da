import { expect, test } from '@playwright/test';
import { visit } from './support/language.ts';

test.describe('static files', () => {
  test('hashed build assets are cached for a year, other files for a day', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const image = await request.get('/media/seed/services/hosting-480.webp');
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(image.headers()['cache-control']).toBe('public, max-age=86400');
  });

  test('the footer draws each network it links to from a file of its own, fetched after the first paint', async ({
    page,
  }) => {
    await visit(page, '/en/services');
    const marks = page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Weltaare on / })
      // The stand-ins drawn first are replaced by the files once the text is painted (ADR 0060).
      .locator('img[src^="/social/"]');
    await expect(marks).toHaveCount(4);
    for (const mark of await marks.all()) {
      await mark.scrollIntoViewIfNeeded();
      await expect(mark).toHaveJSProperty('complete', true);
      expect(await mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const source = (await mark.getAttribute('src')) ?? '';
      expect(source).toMatch(/^\/social\/(facebook|linkedin|instagram|x)\.svg$/);
      const file = await page.request.get(source);
      expect(file.headers()['content-type']).toContain('image/svg+xml');
      expect(file.headers()['cache-control']).toBe('public, max-age=86400');
    }
  });

  test('every page names its icons and web app manifest, and they are served', async ({ page, request }) => {
    for (const path of ['/', '/en/services/hosting', '/contact']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
      // The SVG icon is in the page itself: no request before the first paint (ADR 0030).
      expect(html, path).toContain(
        '<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22',
      );
      // Not in the HTML: a phone's browser fetches a manifest (and its icon) as soon as a page names it.
      expect(html, path).not.toContain('rel="manifest"');
    }
    const login = await (await request.get('/admin/login')).text();
    expect(login).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    // A public page names it once loaded, with its service worker (ADR 0060): installing needs both.
    await page.addInitScript(() => {
      addEventListener('load', () => {
        document.documentElement.dataset.manifestAtLoad = String(
          document.querySelector('link[rel="manifest"]') !== null,
        );
      });
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-manifest-at-load', 'false');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    // An ICO file: reserved 0, type 1, then the number of images.
    expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.headers()['content-type']).toBe('image/png');

    const manifestResponse = await request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Weltaare', short_name: 'Weltaare', theme_color: '#1e3a8a' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      // The PNG header's width, as the manifest declares it.
      const width = (await image.body()).readUInt32BE(16);
      expect(`${width}x${width}`).toBe(icon.sizes);
    }
  });
});
