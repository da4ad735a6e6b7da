import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';

const STORAGE_KEY = 'weltaare-language';
const COOKIE_NAME = 'weltaare-language';

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  // The machine may be busy: give the first load and hydration some room.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
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
  await expect(page.getByRole('contentinfo').getByRole('button', { name: "S'inscrire" })).toBeVisible();
}

async function expectEnglishLayout(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Weltaare, home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('All rights reserved.')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
}

test.describe('language detection', () => {
  test('a French browser gets French from the server and keeps it after hydration', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Demander un devis');
    expect(html).toContain('Aller au contenu');

    const errors = collectConsoleErrors(page);
    await open(page, '/');
    await expectFrenchLayout(page);
    await expect(footerSwitcher(page, 'Langue').getByRole('button', { name: /Français/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(footerSwitcher(page, 'Langue').getByRole('button', { name: /English/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The detected language is stored, in local storage and in the cookie the server reads.
    await expect.poll(() => storedLanguage(page)).toBe('fr');
    expect(await languageCookie(page.context())).toBe('fr');
    expect(errors).toEqual([]);
  });

  test('?lang=en renders English on the server and in the browser, and is remembered', async ({ page, request }) => {
    const response = await request.get('/?lang=en', { headers: { 'accept-language': 'fr-FR' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Get a quote');
    expect(html).toContain('Skip to content');
    expect(html).toContain('All rights reserved.');
    expect(html).not.toContain('Demander un devis');

    const errors = collectConsoleErrors(page);
    await open(page, '/?lang=en');
    await expectEnglishLayout(page);
    await expect.poll(() => storedLanguage(page)).toBe('en');
    expect(await languageCookie(page.context())).toBe('en');

    // Next visit without ?lang: the server reads the cookie and answers in English.
    const next = await open(page, '/');
    expect(await next!.text()).toContain('<html lang="en"');
    await expectEnglishLayout(page);
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

  test('an English browser gets English from the server, which is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const response = await open(page, '/');
    expect(await response!.text()).toContain('<html lang="en"');
    await expectEnglishLayout(page);
    await expect.poll(() => storedLanguage(page)).toBe('en');
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
    await context.close();
  });

  test('an invalid language cookie or ?lang value is ignored by the server', async ({ request }) => {
    const withCookie = await request.get('/', {
      headers: { cookie: `${COOKIE_NAME}=xx`, 'accept-language': 'en-US' },
    });
    expect(await withCookie.text()).toContain('<html lang="en"');
    const withQuery = await request.get('/?lang=de', { headers: { 'accept-language': 'fr-FR' } });
    expect(withQuery.status()).toBe(200);
    expect(await withQuery.text()).toContain('<html lang="fr"');
  });
});

test.describe('language switcher', () => {
  test('switches the page to English without reloading, stores the choice and keeps it on the next visit', async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/');
    await expectFrenchLayout(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { languageMarker: string }).languageMarker = 'same document'));

    await footerSwitcher(page, 'Langue')
      .getByRole('button', { name: /English/ })
      .click();
    await expectEnglishLayout(page);
    await expect(page).toHaveURL('/');
    const switcher = footerSwitcher(page, 'Language');
    await expect(switcher.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(switcher.getByRole('button', { name: /Français/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('nav[aria-label="Main navigation"]')).toHaveCount(1);
    // The page's own content follows too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital solutions that grow your business');
    expect(await page.evaluate(() => (window as unknown as { languageMarker?: string }).languageMarker)).toBe(
      'same document',
    );
    expect(documents).toEqual([]);
    expect(await storedLanguage(page)).toBe('en');
    expect(await languageCookie(context)).toBe('en');

    // The next visit, in a new tab of the same browser, is rendered in English by the server.
    const raw = await context.request.get('/');
    expect(await raw.text()).toContain('<html lang="en"');
    const secondTab = await context.newPage();
    const response = await open(secondTab, '/');
    expect(await response!.text()).toContain('<html lang="en"');
    await expectEnglishLayout(secondTab);
    await secondTab.close();

    // And back to French.
    await switcher.getByRole('button', { name: /Français/ }).click();
    await expectFrenchLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Des solutions digitales qui font grandir votre entreprise',
    );
    expect(await storedLanguage(page)).toBe('fr');
    expect(await languageCookie(context)).toBe('fr');
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the chosen language stays while browsing to other pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/');
    await footerSwitcher(page, 'Langue')
      .getByRole('button', { name: /English/ })
      .click();
    await expectEnglishLayout(page);
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectEnglishLayout(page);
    await page.reload();
    await expectEnglishLayout(page);
  });

  test('switching from a ?lang=en address drops the parameter and shows French', async ({ page }) => {
    await open(page, '/?lang=en');
    await expectEnglishLayout(page);
    await footerSwitcher(page, 'Language')
      .getByRole('button', { name: /Français/ })
      .click();
    await expect(page).toHaveURL('/');
    await expectFrenchLayout(page);
    expect(await storedLanguage(page)).toBe('fr');
    expect(await languageCookie(page.context())).toBe('fr');
  });

  test('the 404 page has the switcher too and switches its texts', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await open(page, '/this/page/does-not-exist');
    expect(response!.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page non trouvée');
    const switcher = main.getByRole('group', { name: 'Langue' });
    await expect(switcher.getByRole('button')).toHaveCount(2);
    await switcher.getByRole('button', { name: /English/ }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expectEnglishLayout(page);
    await expect(page).toHaveURL('/this/page/does-not-exist');
    await expectNoAxeViolations(page);
    await main
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: /Français/ })
      .click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page non trouvée');
    // The browser reports the 404 document itself; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  test('the switcher passes axe-core in both languages', async ({ page }) => {
    await open(page, '/');
    await footerSwitcher(page, 'Langue').scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await footerSwitcher(page, 'Langue')
      .getByRole('button', { name: /English/ })
      .click();
    await expectEnglishLayout(page);
    await expectNoAxeViolations(page);
  });
});
