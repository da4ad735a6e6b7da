import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { E2E_BASE_URL } from './support/server-settings.ts';
import { waitForHydration } from './support/hydration.ts';

const STORAGE_KEY = 'weltaare-language';
const COOKIE_NAME = 'weltaare-language';

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  // The machine may be busy: give the first load and hydration some room.
  await waitForHydration(page);
  return response;
}

const storedLanguage = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE_NAME)?.value ?? null;
}

/** The FR/EN switcher of the footer. */
const footerSwitcher = (page: Page, groupName: 'Langue' | 'Language') =>
  page.getByRole('contentinfo').getByRole('group', { name: groupName });

/** Texts of the layout that show which language the page is in. */
async function expectFrenchLayout(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Weltaare, accueil' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Tous droits réservés.')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'S’inscrire' })).toBeVisible();
}

async function expectEnglishLayout(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Weltaare, home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('All rights reserved.')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
}

test.describe('language detection', () => {
  // The server's answer is API-tested (server/routes/pages.api.test.ts); here, what the scripts keep.
  test('a French browser keeps French after hydration, and stores it', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/');
    await expectFrenchLayout(page);
    const switcher = footerSwitcher(page, 'Langue');
    await expect(switcher.getByRole('link', { name: /Français/ })).toHaveAttribute('aria-current', 'true');
    await expect(switcher.getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/');
    await expect(switcher.getByRole('link', { name: /English/ })).not.toHaveAttribute('aria-current', /.*/);
    await expect(switcher.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en');
    // The detected language is stored, in local storage and in the cookie the server reads.
    await expect.poll(() => storedLanguage(page)).toBe('fr');
    expect(await languageCookie(page.context())).toBe('fr');
    expect(errors).toEqual([]);
  });

  test('a browser in another language (German) gets French, which is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const response = await open(page, '/');
    expect(await response!.text()).toContain('<html lang="fr"');
    await expectFrenchLayout(page);
    expect(await page.evaluate(() => navigator.language)).toBe('de-DE');
    await expect.poll(() => storedLanguage(page)).toBe('fr');
    expect(await languageCookie(context)).toBe('fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an English browser’s first visit to "/" goes to /en, which is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const response = await open(page, '/');
    expect(await response!.text()).toContain('<html lang="en"');
    await expect(page).toHaveURL('/en');
    await expectEnglishLayout(page);
    await expect.poll(() => storedLanguage(page)).toBe('en');
    expect(await languageCookie(context)).toBe('en');
    await context.close();
  });

  test('a shared French link opens in English for a visitor whose saved choice is English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    await context.addCookies([{ name: COOKIE_NAME, value: 'en', url: E2E_BASE_URL }]);
    const page = await context.newPage();
    await open(page, '/services/hosting');
    await expect(page).toHaveURL('/en/services/hosting');
    await expectEnglishLayout(page);
    await context.close();
  });

  test('a choice saved in the browser but not yet in a cookie takes the visitor to the page in that language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    await context.addInitScript((key) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem(key, 'en');
        window.sessionStorage.setItem('seeded', 'yes');
      }
    }, STORAGE_KEY);
    const page = await context.newPage();
    await open(page, '/contact');
    await expect(page).toHaveURL('/en/contact');
    await expectEnglishLayout(page);
    expect(await languageCookie(context)).toBe('en');
    await context.close();
  });

  test('an invalid stored value falls back to the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    // An old or tampered value, present before the application starts.
    await context.addInitScript((key) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem(key, 'xx');
        window.sessionStorage.setItem('seeded', 'yes');
      }
    }, STORAGE_KEY);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await open(page, '/');
    await expect.poll(() => storedLanguage(page)).toBe('en');
    await expectEnglishLayout(page);
    expect(await languageCookie(context)).toBe('en');
    expect(errors).toEqual([]);
  });
});

test.describe('language switcher', () => {
  test('is a pair of links to the same page in the other language: it stores the choice and keeps it', async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/');
    await expectFrenchLayout(page);
    await footerSwitcher(page, 'Langue')
      .getByRole('link', { name: /English/ })
      .click();
    await expectEnglishLayout(page);
    await expect(page).toHaveURL('/en');
    const switcher = footerSwitcher(page, 'Language');
    await expect(switcher.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
    await expect(switcher.getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/');
    await expect(page.locator('nav[aria-label="Main navigation"]')).toHaveCount(1);
    // The page's own content follows too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital solutions that grow your business');
    expect(await storedLanguage(page)).toBe('en');
    expect(await languageCookie(context)).toBe('en');

    // The next visit to "/", in a new tab of the same browser, is taken to the English home page.
    const secondTab = await context.newPage();
    const response = await open(secondTab, '/');
    expect(await response!.text()).toContain('<html lang="en"');
    await expect(secondTab).toHaveURL('/en');
    await expectEnglishLayout(secondTab);
    await secondTab.close();

    // And back to French.
    await switcher.getByRole('link', { name: /Français/ }).click();
    await expect(page).toHaveURL('/');
    await expectFrenchLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Des solutions digitales qui font grandir votre entreprise',
    );
    expect(await storedLanguage(page)).toBe('fr');
    expect(await languageCookie(context)).toBe('fr');
    expect(errors).toEqual([]);
  });

  test('links stay English while browsing, and the switcher leads to the same page in French', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/');
    await footerSwitcher(page, 'Langue')
      .getByRole('link', { name: /English/ })
      .click();
    await expectEnglishLayout(page);
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/en/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectEnglishLayout(page);
    await expect(footerSwitcher(page, 'Language').getByRole('link', { name: /Français/ })).toHaveAttribute(
      'href',
      '/about',
    );
    await page.reload();
    await expectEnglishLayout(page);
  });

  // Its addresses, hreflang and canonical links are API-tested (server/routes/pages.api.test.ts).
  test('an article’s switcher leads to its own address in the other language, with its tags in that language', async ({
    page,
  }) => {
    const french = '/blog/cybersecurite-cinq-reflexes-pme';
    const english = '/en/blog/cybersecurity-five-habits-for-your-business';
    const errors = collectConsoleErrors(page);
    await open(page, french);
    await footerSwitcher(page, 'Langue')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(english);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cybersecurity: five simple habits to protect your business',
    );
    // English tags, leading to the English blog filtered by them.
    const tags = page.getByRole('list', { name: 'Tags' }).getByRole('link');
    await expect(tags).toHaveText(['#cybersecurity', '#sme', '#best-practices']);
    await tags.filter({ hasText: '#sme' }).click();
    await expect(page).toHaveURL('/en/blog?tag=sme');
    await expect(page.getByRole('link', { name: /Cybersecurity: five simple habits/ }).first()).toHaveAttribute(
      'href',
      english,
    );
    await page.goto(english);
    await footerSwitcher(page, 'Language')
      .getByRole('link', { name: /Français/ })
      .click();
    await expect(page).toHaveURL(french);
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([
      '#cybersécurité',
      '#pme',
      '#bonnes-pratiques',
    ]);
    expect(errors).toEqual([]);
  });

  test('works without JavaScript: the links lead to the page in the other language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services/hosting');
    await page
      .getByRole('contentinfo')
      .getByRole('group', { name: 'Langue' })
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL('/en/services/hosting');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/en/contact');
    await context.close();
  });

  test('the 404 page has the switcher too and switches its texts', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await open(page, '/this/page/does-not-exist');
    expect(response!.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page non trouvée');
    const switcher = main.getByRole('group', { name: 'Langue' });
    await expect(switcher.getByRole('link')).toHaveCount(2);
    await switcher.getByRole('link', { name: /English/ }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    await expectEnglishLayout(page);
    await expect(page).toHaveURL('/en/this/page/does-not-exist');
    await expectNoAxeViolations(page);
    await main
      .getByRole('group', { name: 'Language' })
      .getByRole('link', { name: /Français/ })
      .click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page non trouvée');
    // The browser reports the 404 document itself; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  test('the switcher passes axe-core in both languages', async ({ page }) => {
    await open(page, '/');
    await footerSwitcher(page, 'Langue').scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await footerSwitcher(page, 'Langue')
      .getByRole('link', { name: /English/ })
      .click();
    await expectEnglishLayout(page);
    await expectNoAxeViolations(page);
  });
});
