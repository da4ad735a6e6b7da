import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BASE_URL } from './support/server-settings.ts';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const metaContent = (html: string, key: string) =>
  decode(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

test('robots.txt names the sitemap; every page of the sitemap answers with itself as canonical, a title and description that fit a search result and a 1200x630 JPEG link preview', async ({
  page,
  request,
}) => {
  // A crawl of the whole site, link previews drawn on first request: one test, many requests.
  test.setTimeout(120_000);
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
    // What a search result shows whole: a title of at most 60 characters, a description of 50 to 160.
    const title = decode(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    expect(title.length, `${location}: ${title}`).toBeLessThanOrEqual(60);
    expect(description.length, `${location}: ${description}`).toBeLessThanOrEqual(160);
    expect(description.length, `${location}: ${description}`).toBeGreaterThanOrEqual(50);

    // The link preview (ADR 0012): the page's own, drawn by the app, under PUBLIC_URL, for ever at this address.
    const preview = metaContent(html, 'og:image');
    expect(preview.startsWith(`${E2E_BASE_URL}/og/`), `${location}: ${preview}`).toBe(true);
    expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt'), location).not.toBe('');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const image = await request.get(preview.slice(E2E_BASE_URL.length));
    expect(image.status(), preview).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(image.headers()['cache-control'], `${preview}: the page and the server agree on its version`).toBe(
      'public, max-age=31536000, immutable',
    );
    const { format, width, height } = await sharp(await image.body()).metadata();
    expect({ format, width, height }, preview).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  }
});

for (const [blogPath, feedPath, language] of [
  ['/blog', '/blog/rss.xml', 'fr'],
  ['/en/blog', '/en/blog/rss.xml', 'en'],
] as const) {
  test(`${blogPath} announces its RSS feed, whose articles open in ${language}`, async ({ page, request }) => {
    await visit(page, blogPath);
    const announced = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(announced).toHaveAttribute('href', `${E2E_BASE_URL}${feedPath}`);
    const response = await request.get(feedPath);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    // Parsed as XML by the browser: a malformed feed gives a <parsererror> document.
    const items = await page.evaluate(
      (text) => {
        const document = new DOMParser().parseFromString(text, 'application/xml');
        if (document.getElementsByTagName('parsererror').length > 0) return null;
        return [...document.getElementsByTagName('item')].map((item) => ({
          title: item.getElementsByTagName('title')[0]?.textContent ?? '',
          link: item.getElementsByTagName('link')[0]?.textContent ?? '',
          date: item.getElementsByTagName('pubDate')[0]?.textContent ?? '',
        }));
      },
      await response.text(),
    );
    expect(items, 'the feed is well-formed XML').not.toBeNull();
    expect(items!.length).toBeGreaterThanOrEqual(4);
    for (const item of items!) {
      expect(Number.isNaN(Date.parse(item.date)), item.date).toBe(false);
      await visit(page, item.link);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      await waitForHydration(page);
    }
  });
}
