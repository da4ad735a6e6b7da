import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/server-settings.ts';
import { visit } from './support/language.ts';

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('robots.txt names the sitemap; every page of the sitemap answers with itself as canonical and a title and description that fit a search result', async ({
  page,
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);

  const xml = await (await request.get('/sitemap.xml')).text();
  // Parsed as XML by the browser: a malformed sitemap gives a <parsererror> document.
  await visit(page, '/');
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
    const html = await response.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical?.replaceAll('&amp;', '&'), location).toBe(location);
    // What a search result shows whole: a title of at most 60 characters, a description of at most 160.
    const title = decode(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    expect(title.length, `${location}: ${title}`).toBeLessThanOrEqual(60);
    expect(description.length, `${location}: ${description}`).toBeLessThanOrEqual(160);
    expect(description.length, `${location}: ${description}`).toBeGreaterThan(0);
  }
});
