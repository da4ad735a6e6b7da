import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/admin-session.ts';
import { openAdminNavigation } from '../support/admin-ui.ts';

/** Slows the next screen's code and data (the requests still reach the server). */
async function slowNextScreen(page: Page) {
  const slow = async (route: { continue: () => Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  };
  await page.route('**/assets/**', slow);
  await page.route('**/*.data*', slow);
}

// The back office keeps client navigation and its lazy screens (public pages are documents: ADR 0014).
test.describe('back office page spinner', () => {
  for (const [language, label, screen, heading] of [
    ['fr', 'Chargement…', 'Journal d’audit', 'Journal d’audit'],
    ['en', 'Loading...', 'Audit log', 'Audit log'],
  ] as const) {
    test(`[${language}] shows "${label}" full screen while the next screen loads`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/admin?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await slowNextScreen(page);
      const spinner = page.getByRole('status').filter({ hasText: label });
      await expect(spinner).toHaveCount(0);

      const navigation = await openAdminNavigation(page);
      await navigation.getByRole('link', { name: screen }).click();
      await expect(spinner).toBeVisible();
      const viewport = page.viewportSize()!;
      expect(await spinner.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      await expect(spinner).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});
