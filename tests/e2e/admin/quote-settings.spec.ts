import type { AdminMessage } from '#contract/schemas/message.ts';
import type { Quote, QuoteSettings } from '#contract/schemas/quote.ts';
import { adminApi, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { expect, test } from '../support/own-site.ts';

// The quote settings are one record for the whole site: these tests run on a site of their worker's
// own, and each puts them back for the next.

const TEXTS = {
  fr: {
    query: '',
    heading: 'Conditions des devis',
    terms: 'Conditions',
    french: 'Français',
    english: 'Anglais',
    deposit: 'Acompte par défaut (%)',
    validDays: 'Validité par défaut (jours)',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées',
    englishRequired: 'Le texte en anglais est obligatoire',
    quotes: 'Devis',
    newQuote: 'Nouveau devis',
    quoteTerms: 'Conditions',
    quoteDeposit: 'Acompte (%)',
  },
  en: {
    query: '?lang=en',
    heading: 'Quote terms',
    terms: 'Terms',
    french: 'French',
    english: 'English',
    deposit: 'Default deposit (%)',
    validDays: 'Default validity (days)',
    save: 'Save',
    saved: 'Changes saved',
    englishRequired: 'The English text is required',
    quotes: 'Quotes',
    newQuote: 'New quote',
    quoteTerms: 'Terms',
    quoteDeposit: 'Deposit (%)',
  },
} as const;

const TERMS = {
  fr: 'Acompte de 30\u00a0% à la commande, solde à la mise en ligne.',
  en: '30% deposit on order, the balance when the site goes live.',
};

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`${lang}: an editor sets the quote terms; a new quote for an English lead starts from them`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const editor = await createStaff(page.request, 'editor');
    await signIn(page, editor);
    const original = await adminApi<QuoteSettings & { version: number }>(page.request, 'GET', '/admin/quote-settings');
    try {
      await page.goto(`/admin/quote-settings${texts.query}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      const terms = page.getByRole('group', { name: texts.terms });
      await expect(terms.getByLabel(texts.french)).toHaveValue(original.terms.fr);
      await expectNoAxeViolations(page);

      await terms.getByLabel(texts.french).fill(TERMS.fr);
      await terms.getByLabel(texts.english).fill('');
      await page.getByLabel(texts.deposit).fill('30');
      await page.getByLabel(texts.validDays).fill('15');
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(terms.getByText(texts.englishRequired)).toBeVisible();
      await terms.getByLabel(texts.english).fill(TERMS.en);
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(toast(page, texts.saved)).toBeVisible();
      expect(await adminApi<QuoteSettings>(page.request, 'GET', '/admin/quote-settings')).toMatchObject({
        terms: TERMS,
        deposit_percent: 30,
        valid_days: 15,
      });

      // An English lead's new quote starts with the English terms and the new deposit.
      const name = uniqueName('Grace Terms');
      const lead = await adminApi<AdminMessage>(page.request, 'POST', '/admin/messages', {
        name,
        email: `terms-${name.split(' ').at(-1)}@example.com`.toLowerCase(),
        message: 'A quote, please.',
        source: 'contact_form',
        language: 'en',
      });
      await page.goto(`/admin/messages?message=${lead.id}${texts.query.replace('?', '&')}`);
      const quotes = page.getByRole('region', { name: texts.quotes, exact: true });
      await quotes.getByRole('button', { name: texts.newQuote }).click();
      await expect(quotes.getByLabel(texts.quoteTerms)).toHaveValue(TERMS.en);
      await expect(quotes.getByLabel(texts.quoteDeposit)).toHaveValue('30');
      const [none] = await adminApi<Quote[]>(page.request, 'GET', `/admin/messages/${lead.id}/quotes`);
      expect(none).toBeUndefined();
    } finally {
      const { version: _read, ...settings } = original;
      await adminApi(page.request, 'PUT', '/admin/quote-settings', settings);
    }
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
  });
}
