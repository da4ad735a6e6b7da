import { expect, type Page, test } from '@playwright/test';
import type { AdminMessage } from '#contract/schemas/message.ts';
import type { Quote } from '#contract/schemas/quote.ts';
import { adminApi, uniqueName } from './support/admin-session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';

// A client's quote page, from the link of its mail. Accepting one from the lead's screen onwards:
// admin/quotes.spec.ts; a quote past its last day: server/modules/quotes/decisions.api.test.ts.
const TEXTS = {
  fr: {
    badge: (number: string) => `Devis ${number} · version 2`,
    replaced: 'Ce devis a été remplacé',
    current: 'Voir la version à jour',
    note: 'Un message pour nous (facultatif)',
    refuse: 'Refuser le devis',
    accept: 'Accepter le devis',
    refused: 'Devis refusé',
    line: 'Refonte du site vitrine',
  },
  en: {
    badge: (number: string) => `Quote ${number} · version 2`,
    replaced: 'This quote has been replaced',
    current: 'See the current version',
    note: 'A message for us (optional)',
    refuse: 'Decline the quote',
    accept: 'Accept the quote',
    refused: 'Quote declined',
    line: 'Showcase website redesign',
  },
} as const;

/** A quote sent to a new lead in `lang`, then its second version sent: both pages' addresses. */
async function twoVersions(page: Page, lang: 'fr' | 'en') {
  const name = uniqueName('Mamadou Version');
  const lead = await adminApi<AdminMessage>(page.request, 'POST', '/admin/messages', {
    name,
    email: `version-${name.split(' ').at(-1)}@example.com`.toLowerCase(),
    message: 'Un devis pour refaire mon site.',
    source: 'contact_form',
    language: lang,
  });
  const lines = (price: number) => ({ lines: [{ label: TEXTS[lang].line, quantity: 1, unit_price_gnf: price }] });
  const first = await adminApi<Quote>(page.request, 'POST', `/admin/messages/${lead.id}/quotes`, lines(3_000_000));
  await adminApi(page.request, 'POST', `/admin/quotes/${first.id}/send`);
  const second = await adminApi<Quote>(page.request, 'POST', `/admin/quotes/${first.id}/revise`);
  await adminApi(page.request, 'PUT', `/admin/quotes/${second.id}`, lines(2_700_000));
  await adminApi(page.request, 'POST', `/admin/quotes/${second.id}/send`);
  const path = (quote: Quote) => new URL(quote.client_url).pathname;
  return { number: first.number, first: path(first), second: path(second) };
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`${lang}: a replaced version leads to the current one, which the client declines with a word`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const quote = await twoVersions(page, lang);
    await page.goto(quote.first);
    await expect(page.getByRole('status').filter({ hasText: texts.replaced })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.accept })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: texts.current }).click();
    await expect(page).toHaveURL(new RegExp(`${quote.second}$`));
    await expect(page.getByText(texts.badge(quote.number))).toBeVisible();

    await page.getByLabel(texts.note).fill(lang === 'fr' ? 'Le budget est trop élevé.' : 'The budget is too high.');
    await page.getByRole('button', { name: texts.refuse }).click();
    await expect(page.getByRole('status').getByRole('heading', { name: texts.refused })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(`${lang}: the page is shown in the quote's language, whatever the link's`, async ({ page }) => {
    const quote = await twoVersions(page, lang);
    const other = lang === 'fr' ? `/en${quote.second}` : quote.second.replace(/^\/en/, '');
    const answer = await page.goto(other);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${quote.second}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('button', { name: texts.accept })).toBeVisible();
  });
}
