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
  test('a French browser gets French from the server and keeps it after hydration', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Demander un devis');
    expect(html).toContain('Aller au contenu');

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

  test('without cookie or Accept-Language, the URL alone names the language (how crawlers come)', async ({
    playwright,
  }) => {
    const crawler = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: {} });
    for (const [path, language, text] of [
      ['/', 'fr', 'Demander un devis'],
      ['/en', 'en', 'Get a quote'],
      ['/services/hosting', 'fr', 'Demander un devis'],
      ['/en/services/hosting', 'en', 'Get a quote'],
    ] as const) {
      const response = await crawler.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${language}"`);
      expect(html, path).toContain(text);
      // What else may decide the answer is named, so a shared cache never serves one language for the other.
      expect(response.headers().vary, path).toContain('Cookie');
    }
    await crawler.dispose();
  });

  test('?lang= answers 301 to the page’s own address in that language, keeping the rest of the query', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/?lang=en', '/en'],
      ['/portfolio?lang=en&category=web', '/en/portfolio?category=web'],
      ['/en/blog?lang=fr', '/blog'],
      ['/about?lang=de', '/about'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers().location!, E2E_BASE_URL);
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
  });

  test('a case variant of an address answers 301 to the lower-case page, never a duplicate', async ({ request }) => {
    for (const [from, to] of [
      ['/Services', '/services'],
      ['/EN/Services/Hosting', '/en/services/hosting'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location!, E2E_BASE_URL).pathname, from).toBe(to);
    }
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

  test('an invalid language cookie is ignored by the server', async ({ request }) => {
    const withCookie = await request.get('/', {
      headers: { cookie: `${COOKIE_NAME}=xx`, 'accept-language': 'en-US' },
      maxRedirects: 0,
    });
    expect(withCookie.status()).toBe(302);
    expect(new URL(withCookie.headers().location!, E2E_BASE_URL).pathname).toBe('/en');
    const french = await request.get('/about', { headers: { cookie: `${COOKIE_NAME}=xx` }, maxRedirects: 0 });
    expect(french.status()).toBe(200);
    expect(await french.text()).toContain('<html lang="fr"');
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

  test('every internal link of an English page leads to an English page', async ({ request }) => {
    for (const path of ['/en', '/en/services/hosting', '/en/blog', '/en/portfolio', '/en/help', '/en/contact']) {
      const html = await (await request.get(path, { maxRedirects: 0 })).text();
      const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]!);
      expect(hrefs.length, path).toBeGreaterThan(20);
      // The only French links: the switcher's "FR" (hreflang="fr").
      const french = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>/g)]
        .filter((match) => !match[1]!.startsWith('/en') && !match[0].includes('hrefLang="fr"'))
        .map((match) => match[1]);
      expect(french, path).toEqual([]);
    }
  });

  test('an article has its own address in each language: the switcher, hreflang and a wrong-language slug agree', async ({
    page,
    request,
  }) => {
    const french = '/blog/cybersecurite-cinq-reflexes-pme';
    const english = '/en/blog/cybersecurity-five-habits-for-your-business';
    // The other language's slug (or a French slug under /en) answers 301 to the page's own address.
    for (const [asked, own] of [
      ['/en/blog/cybersecurite-cinq-reflexes-pme', english],
      ['/blog/cybersecurity-five-habits-for-your-business', french],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(own);
    }
    const errors = collectConsoleErrors(page);
    await open(page, french);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(3);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${E2E_BASE_URL}${english}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${french}`);
    await footerSwitcher(page, 'Langue')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(english);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cybersecurity: five simple habits to protect your business',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${english}`);
    await expect(page.locator('link[hreflang="fr"]')).toHaveAttribute('href', `${E2E_BASE_URL}${french}`);
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
