import { expect, type Page, test } from '@playwright/test';
import { type Language } from '#contract/languages.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { waitForHydration } from './support/hydration.ts';
import { openPage, visit } from './support/language.ts';
import { atBothSizes } from './support/sizes.ts';

/** The spec's words for the search (app/features/search/messages.ts), as visitors read them. */
const TEXTS = {
  fr: {
    path: '/recherche',
    h1: 'Rechercher sur le site',
    box: 'Mots recherchés',
    headerBox: 'Rechercher sur le site',
    submit: 'Rechercher',
    openMenu: 'Ouvrir le menu',
    count: (count: number, query: string) => `${count} résultats pour «\u202f${query}\u202f»`,
    none: (query: string) => `Aucun résultat pour «\u202f${query}\u202f»`,
    suggestions: ['Nos services', 'Nos réalisations', 'Le blog', 'Le centre d’aide', 'Nous écrire'],
    tooLong: 'Votre recherche est trop longue\u00a0: 100 caractères au plus.',
    title: (query: string) => `Recherche «\u202f${query}\u202f» | Weltaare`,
  },
  en: {
    path: '/en/search',
    h1: 'Search the site',
    box: 'Search for',
    headerBox: 'Search the site',
    submit: 'Search',
    openMenu: 'Open the menu',
    count: (count: number, query: string) => `${count} results for “${query}”`,
    none: (query: string) => `No results for “${query}”`,
    suggestions: ['Our services', 'Our work', 'The blog', 'The help centre', 'Write to us'],
    tooLong: 'Your search is too long: 100 characters at most.',
    title: (query: string) => `Search “${query}” | Weltaare`,
  },
} as const;

const results = (page: Page) => page.getByRole('region', { name: /^(Résultats|Results)$/ }).getByRole('article');
const status = (page: Page) => page.getByRole('main').getByRole('status');

test.describe('site search', () => {
  test('without JavaScript, /recherche?q=securite lists the cybersecurity article, its words marked, and is not indexed', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await visit(page, '/recherche?q=securite');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.fr.h1);
    await expect(page).toHaveTitle(TEXTS.fr.title('securite'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('searchbox', { name: TEXTS.fr.box })).toHaveValue('securite');
    // First among the pages that speak of security: its title holds the word.
    await expect(results(page).first().getByRole('link')).toHaveText(
      'Cybersécurité\u00a0: cinq réflexes simples pour protéger votre PME',
    );
    const article = results(page).filter({
      has: page.getByRole('link', { name: 'Cybersécurité\u00a0: cinq réflexes simples pour protéger votre PME' }),
    });
    await expect(article.getByRole('link')).toHaveAttribute('href', '/blog/cybersecurite-cinq-reflexes-pme');
    await expect(article.getByText('Article', { exact: true })).toBeVisible();
    await expect(article.locator('mark').first()).toHaveText(/^sécurité$/i);
    const count = await results(page).count();
    await expect(status(page)).toHaveText(TEXTS.fr.count(count, 'securite'));

    // A search typed in the form is a GET the server answers.
    await page.getByRole('searchbox', { name: TEXTS.fr.box }).fill('hébergements');
    await page.getByRole('button', { name: TEXTS.fr.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/recherche\?q=h%C3%A9bergements$/);
    await expect(results(page).first().getByRole('link')).toHaveText('Hébergement et déploiement');
    await context.close();
  });

  for (const language of ['fr', 'en'] as const) {
    test(`[${language}] results follow the typing, the address keeps the words, a result opens its page`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const texts = TEXTS[language];
      await openPage(page, '/recherche', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.h1);
      await expect(results(page)).toHaveCount(0);
      await waitForHydration(page);

      const box = page.getByRole('searchbox', { name: texts.box });
      const typed = language === 'fr' ? 'hebergement' : 'hosting';
      await box.pressSequentially(typed, { delay: 20 });
      const first = results(page).first();
      await expect(first.getByRole('link')).toHaveText(
        language === 'fr' ? 'Hébergement et déploiement' : 'Hosting and deployment',
      );
      await expect(page).toHaveURL(`${texts.path}?q=${typed}`);
      await expect(status(page)).toHaveText(texts.count(await results(page).count(), typed));
      await expectNoAxeViolations(page);

      await box.fill('zzzyxw');
      await expect(page.getByText(texts.none('zzzyxw'))).toBeVisible();
      for (const suggestion of texts.suggestions) {
        await expect(page.getByRole('main').getByRole('link', { name: suggestion, exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);

      await box.fill(typed);
      await results(page).first().getByRole('link').click();
      await expect(page).toHaveURL(language === 'fr' ? '/services/hosting' : '/en/services/hosting');
      expect(errors).toEqual([]);
    });
  }

  test('an English browser meets English results: the English search finds the hosting service', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await visit(page, '/en/search?q=hosting');
    const first = results(page).first();
    await expect(first.getByRole('link')).toHaveText('Hosting and deployment');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/en/services/hosting');
    await expect(first.getByText('Service', { exact: true })).toBeVisible();
    // No French on the English page: every result leads to an English address.
    for (const href of await results(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/en(\/|$)/);
    }
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('a search longer than the box allows is said, in the page’s language, with a 400', async ({ page }) => {
    for (const language of ['fr', 'en'] as const satisfies Language[]) {
      const response = await openPage(page, `/recherche?q=${'a'.repeat(101)}`, language);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('alert')).toHaveText(TEXTS[language].tooLong);
    }
  });

  for (const language of ['fr', 'en'] as const) {
    test(
      `[${language}] the header's search leads to the search page in the page's language`,
      atBothSizes('a box in the phone menu, the way to the search page beside the desktop menu'),
      async ({ page, isMobile }) => {
        const texts = TEXTS[language];
        await openPage(page, '/about', language);
        await waitForHydration(page);
        if (isMobile) {
          await page.getByRole('button', { name: texts.openMenu }).click();
          const box = page.getByRole('dialog').getByRole('searchbox', { name: texts.headerBox });
          await box.fill('design');
          await box.press('Enter');
          await expect(page).toHaveURL(`${texts.path}?q=design`);
          await expect(results(page).first()).toBeVisible();
        } else {
          await page.getByRole('banner').getByRole('link', { name: texts.headerBox }).click();
          await expect(page).toHaveURL(texts.path);
          await expect(page.getByRole('searchbox', { name: texts.box })).toBeVisible();
        }
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.h1);
      },
    );
  }
});
