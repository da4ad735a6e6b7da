import { localizedPath } from '#contract/page-urls.ts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

type Lang = 'fr' | 'en';

interface Settings {
  contact: { email: string; phone: string };
  hours: { support_24_7: boolean };
}

async function settings(request: APIRequestContext, lang: Lang): Promise<Settings> {
  const response = await request.get(`/api/settings?lang=${lang}`);
  return ((await response.json()) as { data: Settings }).data;
}

const normalize = (text: string) => text.replace(/\s+/gu, ' ');

const questions = (page: Page) => page.getByRole('main').locator('details');

async function hydrated(page: Page, url: string) {
  const response = await visit(page, url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const HELP = {
  fr: {
    title: 'Centre d’aide',
    categories: [
      'Projets et devis',
      'Paiement et facturation',
      'Hébergement et support',
      'Compte et données personnelles',
    ],
    search: 'Rechercher une question',
    clear: 'Effacer la recherche',
    paymentQuestion: 'Quelles sont vos conditions de paiement ?',
    paymentAnswer:
      'Un acompte de 50 % du montant total est demandé à la commande. Le solde est payable dans un délai de 30 jours',
    support: '24 h/24, 7 j/7',
    dataQuestion: 'Quelles données personnelles collectez-vous ?',
    privacyLink: 'Lire la politique de confidentialité',
    still: 'Vous n’avez pas trouvé votre réponse ?',
    contact: 'Nous contacter',
  },
  en: {
    title: 'Help centre',
    categories: ['Projects and quotes', 'Payment and billing', 'Hosting and support', 'Account and personal data'],
    search: 'Search the questions',
    clear: 'Clear the search',
    paymentQuestion: 'What are your payment terms?',
    paymentAnswer: 'A deposit of 50% of the total amount is due when you order. The balance is payable within 30 days',
    support: '24/7',
    dataQuestion: 'What personal data do you collect?',
    privacyLink: 'Read the privacy policy',
    still: 'Still need help?',
    contact: 'Contact us',
  },
} as const;

test.describe('help centre', () => {
  for (const lang of ['fr', 'en'] as const) {
    const url = localizedPath('/help', lang);
    const text = HELP[lang];

    test(`${url} shows 4 themes of 3 to 4 questions, the terms, 24/7 support and the contact details`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const company = await settings(request, lang);
      await hydrated(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page).toHaveTitle(new RegExp(text.title));

      let total = 0;
      for (const name of text.categories) {
        const region = page.getByRole('region', { name });
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(name);
        const count = await region.locator('details').count();
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(4);
        total += count;
      }
      await expect(questions(page)).toHaveCount(total);

      const payment = page.locator('details', { hasText: text.paymentQuestion });
      await expect(payment).toHaveCount(1);
      expect(normalize((await payment.textContent()) ?? '')).toContain(text.paymentAnswer);
      const support = normalize((await page.getByRole('region', { name: text.categories[2] }).textContent()) ?? '');
      if (company.hours.support_24_7) expect(support).toContain(text.support);
      expect(support).toContain(company.contact.phone);
      const account = page.getByRole('region', { name: text.categories[3] });
      await account.getByText(text.dataQuestion).click();
      await expect(account.getByRole('link', { name: text.privacyLink })).toHaveAttribute(
        'href',
        localizedPath('/privacy', lang),
      );

      const still = page.getByRole('region', { name: text.still });
      await expect(still.getByRole('link', { name: text.contact })).toHaveAttribute(
        'href',
        localizedPath('/contact', lang),
      );
      await expect(still.getByRole('link', { name: company.contact.phone })).toHaveAttribute(
        'href',
        `tel:${company.contact.phone.replace(/\s/g, '')}`,
      );
      await expect(still.getByRole('link', { name: company.contact.email })).toHaveAttribute(
        'href',
        `mailto:${company.contact.email}`,
      );
      expect(errors).toEqual([]);
    });
  }

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

const DOCS = {
  fr: {
    title: 'Guides clients',
    toc: 'Les guides',
    guides: [
      'Préparer le contenu de votre site',
      'Gérer vos emails professionnels',
      'Mettre à jour votre site',
      'Sécuriser vos mots de passe',
      'Payer par Orange Money / MTN MoMo',
      'Suivre votre projet',
    ],
    deposit: 'L’acompte de 50 % est dû à la commande, le solde dans les 30 jours',
  },
  en: {
    title: 'Client guides',
    toc: 'The guides',
    guides: [
      'Preparing your website content',
      'Managing your professional email',
      'Updating your website',
      'Securing your passwords',
      'Paying with Orange Money / MTN MoMo',
      'Following your project',
    ],
    deposit: 'The 50% deposit is due when you order, the balance within 30 days',
  },
} as const;

test.describe('client guides', () => {
  for (const lang of ['fr', 'en'] as const) {
    const url = localizedPath('/docs', lang);
    const text = DOCS[lang];

    test(`${url} lists the 6 guides and shows each one with its numbered steps`, async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const company = await settings(request, lang);
      await hydrated(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page).toHaveTitle(new RegExp(text.title));

      const toc = page.getByRole('navigation', { name: text.toc });
      await expect(toc.getByRole('link')).toHaveCount(text.guides.length);
      for (const title of text.guides) {
        const guide = page.getByRole('region', { name: title });
        await expect(guide.getByRole('heading', { level: 2 })).toHaveText(title);
        const steps = guide.getByRole('list').first().getByRole('listitem');
        await expect(steps.first()).toBeVisible();
        expect(await steps.count()).toBeGreaterThanOrEqual(3);
        expect(await guide.locator('ol').count()).toBe(1);
        const id = await guide.getAttribute('id');
        await expect(toc.getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
      }
      const payment = normalize((await page.getByRole('region', { name: text.guides[4] }).textContent()) ?? '');
      expect(payment).toContain(text.deposit);
      expect(payment).toContain(company.contact.email);
      expect(payment).toContain(company.contact.phone);
      expect(errors).toEqual([]);
    });
  }

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

test.describe('footer support links', () => {
  for (const [name, path, title] of [
    ['Documentation', '/docs', 'Guides clients'],
    ['Centre d’aide', '/help', 'Centre d’aide'],
  ] as const) {
    test(`"${name}" leads to ${path}`, async ({ page }) => {
      await hydrated(page, '/privacy');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
});
