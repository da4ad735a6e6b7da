import { expect, type Locator } from '@playwright/test';

/**
 * The first picture shown in `scope`: a picture meant for some screens only is in the page twice,
 * one copy hidden (ADR 0076).
 */
export const shownPicture = (scope: Locator) => scope.locator('picture img').filter({ visible: true }).first();

/**
 * Waits until `image` shows one of the files of the picture at `base`: its `currentSrc`, since the
 * `src` of a picture meant for some screens only is an empty pixel. Scrolled to, so a lazy one loads.
 */
export async function expectShowsPicture(image: Locator, base: string) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((shown: HTMLImageElement) => shown.currentSrc)).toContain(`${base}-`);
}
