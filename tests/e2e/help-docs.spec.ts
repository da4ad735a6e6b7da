import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

const questions = (page: Page) => page.getByRole('main').locator('details');

async function hydrated(page: Page, url: string) {
  const response = await visit(page, url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const HELP = {
  fr: {
    search: 'Rechercher une question',
    clear: 'Effacer la recherche',
    paymentQuestion: 'Quelles sont vos conditions de paiement ?',
  },
  en: {
    categories: ['Projects and quotes', 'Payment and billing', 'Hosting and support', 'Account and personal data'],
    search: 'Search the questions',
    clear: 'Clear the search',
    paymentQuestion: 'What are your payment terms?',
  },
} as const;

test.describe('help centre', () => {
  // What the help centre holds in each language is read from the server's HTML
  // (server/http/help-pages.api.test.ts); here, what a visitor does with it.
  test('a question opens and closes on click', async ({ page }) => {
    await hydrated(page, '/help');
    const question = page.locator('details', { hasText: HELP.fr.paymentQuestion });
    const answer = question.getByText('Un acompte de', { exact: false });
    await expect(answer).toBeHidden();
    await question.getByText(HELP.fr.paymentQuestion).click();
    await expect(question).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await question.getByText(HELP.fr.paymentQuestion).click();
    await expect(answer).toBeHidden();
  });

  test('the search filters the questions as you type, and clearing restores them', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await hydrated(page, '/help');
    const all = await questions(page).count();
    const search = page.getByRole('searchbox', { name: HELP.fr.search });

    await search.fill('acompte');
    await expect(page.getByRole('main').getByRole('status')).toContainText('correspond');
    const found = await questions(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    for (const text of await questions(page).allTextContents()) expect(text.toLowerCase()).toContain('acompte');
    await expect(page.locator('details', { hasText: HELP.fr.paymentQuestion })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Compte et données personnelles' })).toHaveCount(0);

    // Accents and case do not matter.
    await search.fill('HEBERGEMENT');
    await expect(page.getByRole('region', { name: 'Hébergement et support' })).toBeVisible();

    await search.fill('zzzz introuvable');
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Aucune question ne correspond à « zzzz introuvable ».',
    );

    await page.getByRole('link', { name: HELP.fr.clear }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(questions(page)).toHaveCount(all);
    expect(errors).toEqual([]);
  });

  test('the search works in English too and keeps the query in the URL on submit', async ({ page }) => {
    await hydrated(page, '/en/help');
    const all = await questions(page).count();
    const search = page.getByRole('searchbox', { name: HELP.en.search });
    await search.fill('deposit');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=deposit/);
    await expect(page).toHaveURL(/\/en\/help\?/);
    await expect(page.locator('details', { hasText: HELP.en.paymentQuestion })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('match');
    await page.getByRole('link', { name: HELP.en.clear }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(questions(page)).toHaveCount(all);
    await expect(page.getByRole('region', { name: HELP.en.categories[3] })).toBeVisible();
  });

  // The search's script runs at the visitor's first touch or focus on the help (ADR 0035): here it is
  // held on the network while the visitor types and sends, then let through.
  test('what is typed and sent before the search script arrives is kept, then filtered on the same page', async ({
    page,
  }) => {
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route('**/assets/island-help-centre*.js', async (route) => {
      await held;
      await route.continue();
    });
    await hydrated(page, '/help');
    const all = await questions(page).count();
    await page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''));
    const search = page.getByRole('searchbox', { name: HELP.fr.search });
    await search.fill('acompte');
    await search.press('Enter');
    await expect(questions(page)).toHaveCount(all);

    letThrough();
    await expect(page.getByRole('main').getByRole('status')).toContainText('correspond');
    expect(await questions(page).count()).toBeLessThan(all);
    await expect(page).toHaveURL(/\/help\?q=acompte$/);
    await expect(search).toHaveValue('acompte');
    // Filtered by the island, not by a new page from the server.
    await expect(page.locator('html')).toHaveAttribute('data-same-page', '');
  });

  test('without JavaScript every question is in the page and the search form filters on the server', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/help');
    const all = await questions(page).count();
    expect(all).toBeGreaterThanOrEqual(12);
    await page.locator('summary', { hasText: HELP.fr.paymentQuestion }).click();
    await expect(page.getByText('Un acompte de', { exact: false })).toBeVisible();

    await page.getByRole('searchbox', { name: HELP.fr.search }).fill('acompte');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/help\?q=acompte$/);
    const found = await questions(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    await page.getByRole('link', { name: HELP.fr.clear }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(questions(page)).toHaveCount(all);
    await context.close();
  });

  test('a theme link jumps to its questions', async ({ page }) => {
    await hydrated(page, '/help');
    await page
      .getByRole('navigation', { name: 'Parcourir par thème' })
      .getByRole('link', { name: 'Compte et données personnelles' })
      .click();
    await expect(page).toHaveURL(/#account$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Compte et données personnelles' })).toBeInViewport();
  });

  test('passes axe-core in French and English, with a question open and a search', async ({ page }) => {
    await hydrated(page, '/help');
    await page.getByText(HELP.fr.paymentQuestion).click();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: HELP.fr.search }).fill('zzzz');
    await expectNoAxeViolations(page);
    await hydrated(page, '/en/help');
    await expectNoAxeViolations(page);
  });
});

test.describe('client guides', () => {
  // What each guide holds in each language is read from the server's HTML (server/http/help-pages.api.test.ts).
  test('a guide card jumps to the guide and its back link returns to the list', async ({ page }) => {
    await hydrated(page, '/docs');
    const toc = page.getByRole('navigation', { name: 'Les guides' });
    await toc.getByRole('link', { name: 'Suivre votre projet' }).click();
    await expect(page).toHaveURL(/#project-tracking$/);
    const guide = page.getByRole('region', { name: 'Suivre votre projet' });
    await expect(guide.getByRole('heading', { level: 2 })).toBeInViewport();
    await guide.getByRole('link', { name: 'Retour aux guides' }).click();
    await expect(page).toHaveURL(/#guides$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Les guides' })).toBeInViewport();
  });

  test('links to the help centre and the contact page, and the help centre links back to a guide', async ({ page }) => {
    await hydrated(page, '/docs');
    await expect(page.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    await page.getByRole('main').getByRole('link', { name: 'Centre d’aide' }).click();
    await expect(page).toHaveURL('/help');
    await page.getByText('Quels moyens de paiement acceptez-vous ?').click();
    await page.getByRole('link', { name: 'Payer par Orange Money ou MTN MoMo' }).click();
    await expect(page).toHaveURL('/docs#mobile-payment');
    await expect(page.getByRole('heading', { level: 2, name: 'Payer par Orange Money / MTN MoMo' })).toBeInViewport();
  });

  test('is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/docs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides clients');
    await expect(page.locator('main ol')).toHaveCount(6);
    await context.close();
  });
});

test('the footer links lead to the client guides and the help centre', async ({ page }) => {
  for (const [name, path, title] of [
    ['Documentation', '/docs', 'Guides clients'],
    ['Centre d’aide', '/help', 'Centre d’aide'],
  ] as const) {
    await hydrated(page, '/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});
