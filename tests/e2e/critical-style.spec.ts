import { type Browser, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

// A public page paints from the rules inlined in its head (ADR 0030): the whole stylesheet arrives
// after the first paint. Drawn from the inlined rules alone, a page must look as it does with the
// stylesheet, to a level or two of colour rounding, on a phone and on a desktop, in both languages.
const PAGES = [
  '/',
  '/en/services',
  '/services/web-development',
  '/contact',
  '/en/portfolio',
  '/blog',
  '/en/careers',
  '/help',
  '/en/legal',
];

/**
 * How far a pixel's colour may differ, of 255: the inlined rules write a translucent colour in hex,
 * the stylesheet mixes it in oklab (Tailwind writes both), and the two round apart by a level or two.
 */
const ROUNDING_LEVELS = 2;

/** How many pixels of two screenshots of one size differ by more than rounding, and by how much at most. */
async function pixelsApart(first: Buffer, second: Buffer) {
  const [a, b] = await Promise.all(
    [first, second].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  expect(b!.info).toEqual(a!.info);
  let apart = 0;
  let most = 0;
  for (let index = 0; index < a!.data.length; index += 1) {
    const difference = Math.abs(a!.data[index]! - b!.data[index]!);
    most = Math.max(most, difference);
    if (difference > ROUNDING_LEVELS) apart += 1;
  }
  return { apart, most };
}

/**
 * An aborted image shows its broken-image icon once Chromium has handled the abort, which may come
 * after the screenshot in one drawing and before it in the other: images keep their place, unseen.
 */
const UNSEEN_IMAGES = '<style>img { visibility: hidden !important; }</style></head>';

/**
 * The whole page as a visitor without JavaScript sees it, from the given HTML (other tests may change
 * the content meanwhile), images left out (they load at their own pace).
 */
async function drawPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  path: string,
  html: string,
  stylesheet: boolean,
) {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(new URL(path, baseURL).href, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: html.replace('</head>', UNSEEN_IMAGES),
    }),
  );
  const stylesheets: string[] = [];
  await page.route(/\.(avif|webp|jpe?g|png|svg)(\?|$)/, (route) => route.abort());
  await page.route('**/assets/*.css', (route) => {
    stylesheets.push(route.request().url());
    return stylesheet ? route.continue() : route.abort();
  });
  await page.goto(path, { waitUntil: 'load' });
  const skipLinkWidth = (await page.getByRole('link', { name: /Aller au contenu|Skip to content/ }).boundingBox())
    ?.width;
  const screenshot = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await context.close();
  return { screenshot, stylesheets, skipLinkWidth };
}

for (const path of PAGES) {
  test(`${path} looks the same drawn from its inlined rules as with the whole stylesheet`, async ({
    browser,
    baseURL,
    request,
    viewport,
  }) => {
    const size = viewport ?? { width: 1280, height: 800 };
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<style data-critical-style');
    const whole = await drawPage(browser, baseURL ?? '', size, path, html, true);
    const inlined = await drawPage(browser, baseURL ?? '', size, path, html, false);
    // Without script, the page links the whole stylesheet itself (<noscript>).
    expect(whole.stylesheets.length).toBeGreaterThan(0);
    // The inlined rules do style the page: the skip link is visually hidden until focused.
    expect(inlined.skipLinkWidth).toBeLessThanOrEqual(1);
    const { apart, most } = await pixelsApart(inlined.screenshot, whole.screenshot);
    expect(apart, `colours up to ${most} levels apart`).toBe(0);
  });
}

test("with JavaScript, the whole stylesheet is added after the first paint, applies, and takes the inlined rules' place", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en/contact')).text();
  const href = /<style data-critical-style="" data-full-style="([^"]+)"/.exec(html)?.[1];
  expect(href).toMatch(/^\/assets\/.+\.css$/);
  await visit(page, '/en/contact');
  await waitForHydration(page);
  const stylesheet = page.locator('link[rel="stylesheet"]');
  await expect(stylesheet).toHaveCount(1);
  await expect(stylesheet).toHaveAttribute('media', 'all');
  await expect(stylesheet).toHaveAttribute('href', href ?? 'a stylesheet');
  expect(await stylesheet.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0)).toBeGreaterThan(0);
  // The same rules twice would double the page's restyling: the inlined copy is gone.
  await expect(page.locator('style[data-critical-style]')).toHaveCount(0);
  // And the page is still styled: the skip link stays visually hidden until focused.
  const skipLink = await page.getByRole('link', { name: 'Skip to content' }).boundingBox();
  expect(skipLink?.width).toBeLessThanOrEqual(1);
});
