import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/server-settings.ts';

test('robots.txt names the sitemap, and every page of the sitemap answers with itself as canonical', async ({
  page,
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);

  const xml = await (await request.get('/sitemap.xml')).text();
  // Parsed as XML by the browser: a malformed sitemap gives a <parsererror> document.
  await page.goto('/');
  const locations = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    if (document.getElementsByTagName('parsererror').length > 0) return null;
    return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
  }, xml);
  expect(locations, 'the sitemap is well-formed XML').not.toBeNull();
  expect(locations!.length).toBeGreaterThan(40);

  for (const location of locations!) {
    expect(location.startsWith(`${E2E_BASE_URL}/`), location).toBe(true);
    const response = await request.get(location.slice(E2E_BASE_URL.length));
    expect(response.status(), location).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
    expect(canonical?.replaceAll('&amp;', '&'), location).toBe(location);
  }
});
