import { type Browser, expect, type Page, test } from '@playwright/test';
import type { AdminMessage } from '#contract/schemas/message.ts';
import type { Quote } from '#contract/schemas/quote.ts';
import { adminApi, apiLogin, apiWithToken, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { atBothSizes, DESKTOP, PHONE } from '../support/sizes.ts';

/** French amounts group by narrow no-break spaces, as Intl writes them. */
const gnf = (amount: string, lang: 'fr' | 'en') =>
  lang === 'fr' ? `${amount.replaceAll(' ', '\u202f')}\u00a0GNF` : `GNF\u00a0${amount.replaceAll(' ', ',')}`;

const TEXTS = {
  fr: {
    query: '',
    quotes: 'Devis',
    newQuote: 'Nouveau devis',
    line: (number: number) => `Ligne ${number}`,
    service: 'Service',
    label: 'Désignation',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire (GNF)',
    addLine: 'Ajouter une ligne',
    discount: 'Remise (GNF)',
    save: 'Enregistrer le brouillon',
    send: 'Envoyer au client',
    created: (number: string) => `Devis ${number} créé`,
    sent: (number: string) => `Devis ${number} envoyé`,
    editorTitle: (number: string) => `Devis ${number} · version 1`,
    webDevelopment: 'Développement web',
    hosting: 'Hébergement du site, un an',
    statusSent: 'Envoyé',
    statusAccepted: 'Accepté',
    accepted: (client: string, number: string) => `${client} a accepté le devis ${number} en ligne`,
    conflict: 'Modifié pendant que vous travailliez',
    takeTheirs: 'Prendre sa version',
    edit: (number: string) => `Modifier ${number} v1`,
    quantityInvalid: 'Entrez une quantité entière, d’au moins 1',
  },
  en: {
    query: '&lang=en',
    quotes: 'Quotes',
    newQuote: 'New quote',
    line: (number: number) => `Line ${number}`,
    service: 'Service',
    label: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price (GNF)',
    addLine: 'Add a line',
    discount: 'Discount (GNF)',
    save: 'Save the draft',
    send: 'Send to the client',
    created: (number: string) => `Quote ${number} created`,
    sent: (number: string) => `Quote ${number} sent`,
    editorTitle: (number: string) => `Quote ${number} · version 1`,
    webDevelopment: 'Web development',
    hosting: 'Website hosting, one year',
    statusSent: 'Sent',
    statusAccepted: 'Accepted',
    accepted: (client: string, number: string) => `${client} accepted quote ${number} online`,
    conflict: 'Changed while you were working',
    takeTheirs: 'Take their version',
    edit: (number: string) => `Edit ${number} v1`,
    quantityInvalid: 'Enter a whole quantity of at least 1',
  },
} as const;

/** The client's page, in the quote's language. */
const CLIENT = {
  fr: {
    title: 'Votre devis',
    for: (client: string) => `Pour ${client}, de la part de Weltaare`,
    total: 'Total',
    deposit: 'Acompte à la commande (50\u00a0%)',
    note: 'Un message pour nous (facultatif)',
    accept: 'Accepter le devis',
    accepted: 'Devis accepté',
    pdf: 'Télécharger le devis (PDF)',
  },
  en: {
    title: 'Your quote',
    for: (client: string) => `For ${client}, from Weltaare`,
    total: 'Total',
    deposit: 'Deposit on order (50%)',
    note: 'A message for us (optional)',
    accept: 'Accept the quote',
    accepted: 'Quote accepted',
    pdf: 'Download the quote (PDF)',
  },
} as const;

async function newLead(page: Page, lang: 'fr' | 'en', prefix: string) {
  const name = uniqueName(prefix);
  const lead = await adminApi<AdminMessage>(page.request, 'POST', '/admin/messages', {
    name,
    email: `devis-${name.split(' ').at(-1)}@example.com`.toLowerCase(),
    message: 'Il me faut un site pour ma boutique de Kaloum.',
    source: 'contact_form',
    language: lang,
  });
  return { id: lead.id, name };
}

/** A visitor's phone or computer, without the staff's session, in the quote's language. */
async function clientBrowser(browser: Browser, lang: 'fr' | 'en', page: Page) {
  const size = (page.viewportSize()?.width ?? 1280) < 600 ? PHONE : DESKTOP;
  const context = await browser.newContext({ ...size, locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
  return context.newPage();
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];
  const client = CLIENT[lang];

  test(
    `${lang}: staff build a quote on the lead's screen and send it; the client accepts it on its page; the lead is won`,
    atBothSizes('the quote lines stack on a phone and sit in a row on a desktop'),
    async ({ page, browser }) => {
      const errors = collectConsoleErrors(page);
      const lead = await newLead(page, lang, 'Kadiatou Devis');
      await signIn(page);
      await page.goto(`/admin/messages?message=${lead.id}${texts.query}`);
      const quotes = page.getByRole('region', { name: texts.quotes, exact: true });
      await quotes.getByRole('button', { name: texts.newQuote }).click();

      const first = quotes.getByRole('group', { name: texts.line(1) });
      await first.getByLabel(texts.service).selectOption({ label: texts.webDevelopment });
      // The catalogue's starting price is where the line starts.
      await expect(first.getByLabel(texts.unitPrice)).toHaveValue('2500000');
      await first.getByLabel(texts.unitPrice).fill('4500000');
      await quotes.getByRole('button', { name: texts.addLine }).click();
      const second = quotes.getByRole('group', { name: texts.line(2) });
      await second.getByLabel(texts.label).fill(texts.hosting);
      await second.getByLabel(texts.quantity).fill('0');
      await second.getByLabel(texts.unitPrice).fill('150000');
      await quotes.getByLabel(texts.discount).fill('300000');
      await quotes.getByRole('button', { name: texts.save }).click();
      // A quantity of nothing is refused on its field, in the screen's language; nothing is lost.
      await expect(second.getByText(texts.quantityInvalid)).toBeVisible();
      await second.getByLabel(texts.quantity).fill('12');
      await expect(quotes.getByText(gnf('6 000 000', lang), { exact: true })).toBeVisible();
      await quotes.getByRole('button', { name: texts.save }).click();

      const [draft] = await adminApi<Quote[]>(page.request, 'GET', `/admin/messages/${lead.id}/quotes`);
      expect(draft).toMatchObject({ status: 'draft', total_gnf: 6_000_000, deposit_gnf: 3_000_000, language: lang });
      await expect(toast(page, texts.created(draft!.number))).toBeVisible();
      await expect(quotes.getByRole('heading', { name: texts.editorTitle(draft!.number) })).toBeVisible();
      await expectNoAxeViolations(page);

      await quotes.getByRole('button', { name: texts.send }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: texts.send }).click();
      await expect(toast(page, texts.sent(draft!.number))).toBeVisible();
      await expect(quotes.getByRole('row', { name: new RegExp(draft!.number) })).toContainText(texts.statusSent);

      // The client opens the link of the mail, without an account.
      const [sent] = await adminApi<Quote[]>(page.request, 'GET', `/admin/messages/${lead.id}/quotes`);
      const visitor = await clientBrowser(browser, lang, page);
      const clientErrors = collectConsoleErrors(visitor);
      await visitor.goto(new URL(sent!.client_url).pathname);
      await expect(visitor.getByRole('heading', { level: 1, name: client.title })).toBeVisible();
      await expect(visitor.getByText(client.for(lead.name))).toBeVisible();
      const lines = visitor.getByRole('table');
      await expect(lines.getByRole('row').filter({ hasText: texts.webDevelopment })).toContainText(
        gnf('4 500 000', lang),
      );
      await expect(lines.getByRole('row').filter({ hasText: texts.hosting })).toContainText(
        `12 × ${gnf('150 000', lang)}`,
      );
      await expect(visitor.getByRole('definition').filter({ hasText: gnf('6 000 000', lang) })).toBeVisible();
      await expect(visitor.getByRole('term').filter({ hasText: client.deposit })).toBeVisible();
      await expect(visitor.getByRole('link', { name: client.pdf })).toHaveAttribute(
        'href',
        /\/api\/quotes\/[0-9a-f]{48}\/pdf$/,
      );
      await expectNoAxeViolations(visitor);
      await visitor.getByLabel(client.note).fill('On démarre lundi.');
      await visitor.getByRole('button', { name: client.accept }).click();
      await expect(visitor.getByRole('status').getByRole('heading', { name: client.accepted })).toBeVisible();
      await expect(visitor.getByRole('button', { name: client.accept })).toHaveCount(0);
      await expectNoAxeViolations(visitor);
      expect(clientErrors).toEqual([]);
      await visitor.context().close();

      // Staff see it answered: the quote accepted, the lead won, the history saying who and which.
      await page.reload();
      await expect(quotes.getByRole('row', { name: new RegExp(draft!.number) })).toContainText(texts.statusAccepted);
      await expect(page.getByText(texts.accepted(lead.name, draft!.number))).toBeVisible();
      const answered = await adminApi<AdminMessage>(page.request, 'GET', `/admin/messages/${lead.id}`);
      expect(answered.stage).toBe('won');
      await expect(page.getByRole('combobox', { name: lang === 'fr' ? 'Étape' : 'Stage' })).toHaveValue('won');
      // The refused save's 422 is an answer the screen showed, not a fault.
      expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    },
  );

  test(`${lang}: two people on one draft: the later save is told who saved first, and takes their version`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const lead = await newLead(page, lang, 'Aissatou Conflit');
    const draft = await adminApi<Quote>(page.request, 'POST', `/admin/messages/${lead.id}/quotes`, {
      lines: [{ label: texts.hosting, quantity: 1, unit_price_gnf: 1_000_000 }],
    });
    await signIn(page);
    await page.goto(`/admin/messages?message=${lead.id}${texts.query}`);
    const quotes = page.getByRole('region', { name: texts.quotes, exact: true });
    await quotes.getByRole('button', { name: texts.edit(draft.number) }).click();
    const line = quotes.getByRole('group', { name: texts.line(1) });
    await expect(line.getByLabel(texts.unitPrice)).toHaveValue('1000000');

    // A colleague saves the same draft first, from the same edit.
    const colleague = await createStaff(page.request, 'editor');
    const token = await apiLogin(page.request, colleague);
    const theirs = await page.request.put(`/api/admin/quotes/${draft.id}`, {
      headers: { authorization: `Bearer ${token}`, 'if-match': `"${draft.lock_version}"` },
      data: { lines: [{ label: texts.hosting, quantity: 1, unit_price_gnf: 1_200_000 }] },
    });
    expect(theirs.status()).toBe(200);

    await line.getByLabel(texts.quantity).fill('2');
    await quotes.getByRole('button', { name: texts.save }).click();
    const dialog = page.getByRole('dialog', { name: texts.conflict });
    await expect(dialog).toContainText(colleague.name);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: texts.takeTheirs }).click();
    await expect(line.getByLabel(texts.unitPrice)).toHaveValue('1200000');
    await expect(line.getByLabel(texts.quantity)).toHaveValue('1');
    const stored = await apiWithToken<Quote>(page.request, token, 'GET', `/admin/quotes/${draft.id}`);
    expect(stored.total_gnf).toBe(1_200_000);
    // The 409 is an answer the screen handled, not a fault.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
  });
}
