import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/admin-session.ts';
import { openAdminNavigation } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { E2E_BASE_URL } from '../support/server-settings.ts';
import { atBothSizes } from '../support/sizes.ts';
import { waitForHydration } from '../support/hydration.ts';

/**
 * A browser in English, or a visitor who chose EN in the public footer, keeps the language cookie:
 * the back office's client navigation fetches "/__manifest" and "*.data", which the server once
 * redirected to "/en/__manifest" (404), so every sidebar click ended on "Something went wrong".
 * It did so whenever the request did not prove it came from a page of PUBLIC_URL's origin: a browser
 * without Sec-Fetch headers or Referer, or a newcomer opening the site by another name than PUBLIC_URL
 * (127.0.0.1 for localhost), which these tests do.
 */
test.use({ baseURL: E2E_BASE_URL.replace('127.0.0.1', 'localhost') });

const screens = [
  { link: 'Portfolio', heading: 'Portfolio' },
  { link: 'Blog', heading: 'Blog' },
  { link: 'Messages', heading: 'Messages' },
  { link: 'Services', heading: 'Services' },
] as const;

async function walkTheSidebar(page: Page) {
  const errors = collectConsoleErrors(page);
  const failedRequests: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
  });
  for (const { link, heading } of screens) {
    const navigation = await openAdminNavigation(page);
    await navigation.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
  expect(failedRequests).toEqual([]);
}

test.describe('the back office in English', atBothSizes('the navigation sits behind a menu button on a phone'), () => {
  test.describe('with a browser whose language is English', () => {
    test.use({ locale: 'en-US' });

    test('navigates between screens without an error, after the public site saved the language', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
      await signIn(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await walkTheSidebar(page);
    });
  });

  test.describe('with a French browser whose visitor chose EN in the footer', () => {
    test('navigates between screens without an error', async ({ page }) => {
      await page.goto('/');
      // The footer's switch saves the choice once its island runs (a click before only follows the link).
      await waitForHydration(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /English|EN/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/en$/);
      const savedChoice = async () =>
        (await page.context().cookies()).find((cookie) => cookie.name === 'weltaare-language')?.value;
      await expect.poll(savedChoice).toBe('en');
      await signIn(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await walkTheSidebar(page);
    });
  });
});
