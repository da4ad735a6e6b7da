import { expect, type Page, test } from '@playwright/test';
import { visit } from './support/language.ts';
import { DESKTOP } from './support/sizes.ts';

// On a wide screen the first row of cards is the first screen: its images load at once (the first
// with a high priority, the others low, so as not to slow the first), the rest only when they come
// near the screen. The copy of the first picture a phone shows instead is hidden there.
test.describe('on a wide screen', () => {
  test.use({ viewport: DESKTOP.viewport });
  for (const path of ['/services', '/portfolio', '/blog']) {
    test(`${path}: the first row of card images is not lazy-loaded, the next rows are`, async ({ page }) => {
      await visit(page, path);
      const images = page.locator('main li > article img').filter({ visible: true });
      await expect(images.nth(3)).toBeAttached();
      await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
      for (const index of [1, 2]) {
        await expect(images.nth(index)).toHaveAttribute('loading', 'eager');
        await expect(images.nth(index)).toHaveAttribute('fetchpriority', 'low');
      }
      await expect(images.nth(3)).toHaveAttribute('loading', 'lazy');
    });
  }

  // The clients' logos sit four to a row.
  test('/clients: the first row of logos is not lazy-loaded, the first comes first', async ({ page }) => {
    await visit(page, '/clients');
    const logos = page.locator('main li > figure img').filter({ visible: true });
    await expect(logos.nth(4)).toBeAttached();
    await expect(logos.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(logos.nth(0)).toHaveAttribute('fetchpriority', 'high');
    for (const index of [1, 2, 3]) {
      await expect(logos.nth(index)).toHaveAttribute('loading', 'eager');
      await expect(logos.nth(index)).toHaveAttribute('fetchpriority', 'low');
    }
    await expect(logos.nth(4)).toHaveAttribute('loading', 'lazy');
  });

  test('/blog: the first picture is asked for before the text is on screen, the others after it', async ({ page }) => {
    const { firstPaint, started } = await picturesAgainstFirstPaint(page);
    const [first, ...others] = started;
    expect(first?.start).toBeLessThan(firstPaint);
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const { source, start } of others) expect(start, source).toBeGreaterThanOrEqual(firstPaint);
  });
});

// A browser starts every picture near the screen as soon as it lays the page out: on a slow link they
// would take the bandwidth of the page itself. The pictures but the first are asked for once the text
// is on screen (ADR 0060); on a phone, whose first screen is led by words, the first as well (ADR 0076).
test('/blog on a phone: no picture is asked for before the text is on screen, and all show', async ({ page }) => {
  const { firstPaint, started } = await picturesAgainstFirstPaint(page);
  expect(started.length).toBeGreaterThanOrEqual(3);
  for (const { source, start } of started) expect(start, source).toBeGreaterThanOrEqual(firstPaint);
});

/** The first four cards' pictures of /blog, shown, and when each was asked for against the first paint. */
async function picturesAgainstFirstPaint(page: Page) {
  await visit(page, '/blog');
  const cards = page.locator('main li > article');
  await cards.nth(3).scrollIntoViewIfNeeded();
  const shown = cards.locator('picture img').filter({ visible: true });
  for (const index of [0, 1, 3]) {
    await expect(cards.nth(index).locator('picture img').filter({ visible: true })).toHaveJSProperty('complete', true);
  }
  const { firstPaint, pictures } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    pictures: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/media/'))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
  const sources = await shown.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  const started = sources.flatMap((source) => {
    const start = pictures.find((picture) => picture.name === source)?.start;
    return start === undefined ? [] : [{ source, start }];
  });
  expect(started[0]?.source).toBe(sources[0]);
  return { firstPaint, started };
}

test('/blog without JavaScript: every card shows its picture, with no stand-in left in its place', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await visit(page, '/blog');
  const cards = page.locator('main li > article');
  await cards.nth(1).scrollIntoViewIfNeeded();
  // The first card's picture included: a phone shows its own copy, from the <noscript>.
  for (const card of [cards.nth(0), cards.nth(1)]) {
    const picture = card.locator('picture img').filter({ visible: true });
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(1);
    await expect(card.locator('img[data-deferred-picture]')).toBeHidden();
  }
  await context.close();
});

// Each picture states the width it is drawn at (`sizes`), so a phone gets the smallest variant sharp
// enough for its screen: here 480 pixels for pictures drawn 112 to 320 px wide (a card's thumbnail, a
// solution's or a service's picture), where "100vw" asked for 960 (twice the data).
test.describe('on a phone 360 px wide at 1.5 dots a pixel', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1.5 });
  for (const path of ['/portfolio', '/blog', '/solutions', '/services/web-development', '/en/blog']) {
    test(`${path}: the first picture comes in its 480-pixel variant`, async ({ page }) => {
      await visit(page, path);
      const first = page.locator('main picture img').filter({ visible: true }).first();
      await expect(first).toHaveJSProperty('complete', true);
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-480\.avif$/);
    });
  }
});

// A phone's first screen is led by the page's words (ADR 0074): its largest paint is text, which
// comes with the document, not a picture that needs one more round trip. Cards show a thumbnail, an
// item's cover sits beside its first words, a service's or a solution's picture follows its words,
// and the clients' logos come two to a row.
for (const path of [
  '/services',
  '/en/portfolio',
  '/blog',
  '/solutions',
  '/en/clients',
  '/services/web-development',
  '/portfolio/portail-groupe-scolaire-les-flamboyants',
  '/en/blog/cybersecurity-five-habits-for-your-business',
]) {
  test(`${path}: on a phone the largest thing of the first screen is text, not a picture`, async ({ page }) => {
    await visit(page, path);
    // The first picture shown is in: the stand-ins have given way to the pictures (a phone may show none).
    await expect(page.locator('main img[data-deferred-picture]')).toHaveCount(0);
    const shown = page.locator('main picture img').filter({ visible: true });
    if ((await shown.count()) > 0) await expect(shown.first()).toHaveJSProperty('complete', true);
    // The browser reports a largest paint only once the frame that drew it is on screen, which on a
    // loaded machine can come several frames late. Read the candidates as they come, and answer only
    // once a quarter of a second and two frames have passed without a new one.
    const largest = await page.evaluate(async () => {
      const candidates: string[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          candidates.push(entry.element?.tagName ?? '');
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const twoFrames = () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      let seen = -1;
      while (candidates.length === 0 || candidates.length !== seen) {
        seen = candidates.length;
        await twoFrames();
        await new Promise((quiet) => setTimeout(quiet, 250));
      }
      return candidates.at(-1);
    });
    expect(['H1', 'P']).toContain(largest);
  });
}
