import { expect, test } from '@playwright/test';
import { visit } from './support/language.ts';

// The first row of cards is in the first screen on a phone and on a desktop: its images load at
// once (the first with a high priority, the others low, so as not to slow the first), the rest only
// when they come near the screen.
for (const path of ['/services', '/portfolio', '/blog']) {
  test(`${path}: the first row of card images is not lazy-loaded, the next rows are`, async ({ page }) => {
    await visit(page, path);
    const images = page.locator('main li > article img');
    expect(await images.count()).toBeGreaterThan(3);
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    for (const index of [1, 2]) {
      await expect(images.nth(index)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(index)).toHaveAttribute('fetchpriority', 'low');
    }
    await expect(images.nth(3)).toHaveAttribute('loading', 'lazy');
  });
}

// The clients' logos sit four to a row on a desktop; on a phone the first is the largest thing of the
// first screen (Lighthouse's largest paint), so it must not wait to be laid out as a lazy image would.
test('/clients: the first row of logos is not lazy-loaded, the first comes first', async ({ page }) => {
  await visit(page, '/clients');
  const logos = page.locator('main li > figure img');
  expect(await logos.count()).toBeGreaterThan(4);
  await expect(logos.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(logos.nth(0)).toHaveAttribute('fetchpriority', 'high');
  for (const index of [1, 2, 3]) {
    await expect(logos.nth(index)).toHaveAttribute('loading', 'eager');
    await expect(logos.nth(index)).toHaveAttribute('fetchpriority', 'low');
  }
  await expect(logos.nth(4)).toHaveAttribute('loading', 'lazy');
});

// Each picture states the width it is drawn at (`sizes`), so a phone gets the smallest variant sharp
// enough for its screen: here 480 pixels for pictures drawn 272 to 320 px wide, where "100vw" asked for
// 960 (twice the data).
test.describe('on a phone 360 px wide at 1.5 dots a pixel', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1.5 });
  for (const path of ['/services', '/portfolio', '/blog', '/solutions', '/services/web-development', '/en/blog']) {
    test(`${path}: the first picture comes in its 480-pixel variant`, async ({ page }) => {
      await visit(page, path);
      const first = page.locator('main picture img').first();
      await expect(first).toHaveJSProperty('complete', true);
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-480\.avif$/);
    });
  }
});
