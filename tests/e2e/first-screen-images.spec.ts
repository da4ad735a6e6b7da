import { expect, test } from '@playwright/test';
import { visit } from './support/language.ts';

// The first row of cards is in the first screen on a phone and on a desktop: its images load at
// once (the first with a high priority), the rest only when they come near the screen.
for (const path of ['/services', '/portfolio', '/blog']) {
  test(`${path}: the first row of card images is not lazy-loaded, the next rows are`, async ({ page }) => {
    await visit(page, path);
    const images = page.locator('main li > article img');
    expect(await images.count()).toBeGreaterThan(3);
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    for (const index of [1, 2]) {
      await expect(images.nth(index)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(index)).toHaveAttribute('fetchpriority', 'auto');
    }
    await expect(images.nth(3)).toHaveAttribute('loading', 'lazy');
  });
}
