import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's scripts have taken over (the islands of a public page, React in the back
 * office): they mark <html data-hydrated>. A click or a key before that is lost, or reaches a plain
 * HTML form: every test that acts on a script waits here first, never for a fixed time.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** Whether the page on screen has run its scripts (between two documents: not yet). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === 'true').catch(() => false);
}

/**
 * Waits until the page has drawn two more frames: what an event changed has been rendered and the
 * effects it started have run. A check that something did NOT happen (no scroll, no request, not
 * marked read again) waits here instead of for a fixed time.
 */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}
