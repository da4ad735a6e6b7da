import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin-session.ts';
import { openAdminNavigation } from '../support/admin-ui.ts';
import { atBothSizes } from '../support/sizes.ts';
import { holdRequests } from '../support/held-requests.ts';

// The back office keeps client navigation and its lazy screens (public pages are documents: ADR 0014).
test.describe('back office page spinner', () => {
  for (const [language, label, screen, heading] of [
    ['fr', 'Chargement…', 'Journal d’audit', 'Journal d’audit'],
    ['en', 'Loading...', 'Audit log', 'Audit log'],
  ] as const) {
    test(
      `[${language}] shows "${label}" full screen while the next screen loads`,
      atBothSizes('the spinner covers the whole screen, whatever its size'),
      async ({ page }) => {
        await signIn(page);
        await page.goto(`/admin?lang=${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The next screen's code and data wait (then reach the server) until the spinner is checked.
        const release = await holdRequests(page, '**/assets/**', '**/*.data*');
        const spinner = page.getByRole('status').filter({ hasText: label });
        await expect(spinner).toHaveCount(0);

        const navigation = await openAdminNavigation(page);
        await navigation.getByRole('link', { name: screen }).click();
        await expect(spinner).toBeVisible();
        const viewport = page.viewportSize()!;
        expect(await spinner.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
        release();
        await expect(spinner).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      },
    );
  }
});
