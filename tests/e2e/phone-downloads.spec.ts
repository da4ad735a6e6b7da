import { expect, type Page, test } from '@playwright/test';
import { VISITOR_BROWSER } from './support/chromium.ts';
import { openPage } from './support/language.ts';
import { atBothSizes } from './support/sizes.ts';

// What a phone downloads is its browser's own choice: these tests run in the full Chromium a visitor
// has, not the suite's headless shell, which fetched the covers a phone's Chromium skips (ADR 0050).
test.use({ launchOptions: VISITOR_BROWSER });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

test(
  'the home hero shows our work beside the text on a wide screen, and a phone downloads none of it',
  atBothSizes('a wide screen shows the work beside the hero, a phone downloads none of it'),
  async ({ page }) => {
    const covers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/seed/projects/')) covers.push(new URL(request.url()).pathname);
    });
    await openPage(page, '/');
    const hero = page.locator('section:has(h1)');
    const pictures = hero.locator('img');
    await expect(pictures).toHaveCount(2);
    if (isPhone(page)) {
      // The pictures are neither shown nor fetched: the hero's first screen is the text and the two links.
      await expect(pictures.first()).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(covers).toEqual([]);
    } else {
      // Two featured projects' covers, side by side with the title, both loaded.
      for (const picture of await pictures.all()) {
        await expect(picture).toBeVisible();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
      }
      const title = await hero.locator('h1').boundingBox();
      const showcase = await pictures.first().boundingBox();
      expect(showcase!.x).toBeGreaterThan(title!.x + title!.width - 1);
      expect(covers.length).toBeGreaterThanOrEqual(2);
    }
  },
);

// A phone's first screen is led by the page's words (ADR 0074): a service card shows its icon there,
// and its picture, the first one's included, is never downloaded.
test(
  '/services: a wide screen shows every card with its picture, a phone the icons and none of the pictures',
  atBothSizes('a wide screen shows the cards with their pictures, a phone downloads none of them'),
  async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/seed/services/')) pictures.push(new URL(request.url()).pathname);
    });
    await openPage(page, '/services');
    const cards = page.locator('main li > article');
    await expect(cards).toHaveCount(8);
    const first = cards.first();
    await expect(first.getByRole('heading', { name: 'Développement web' })).toBeVisible();
    if (isPhone(page)) {
      await expect(first.locator('img')).toBeHidden();
      await cards.nth(3).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(pictures).toEqual([]);
    } else {
      const picture = first.locator('picture img');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
      expect(pictures.length).toBeGreaterThanOrEqual(3);
    }
  },
);
