import { expect, test } from '@playwright/test';

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
});
