import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';

/*
 * The seeded corridors (server/db/seed/content/money-transfer.ts): France at 9 350 GNF per euro,
 * Senegal at 14.25 GNF per CFA franc; fee bands up to 1 000 000 GNF: 15 000 + 2 %, up to
 * 10 000 000: 30 000 + 1.5 %, up to 50 000 000: 50 000 + 1 %. Into Guinea, France at 9 250 GNF per
 * euro, bands in euros: up to 500: 3 + 1.5 %, up to 2 000: 5 + 1 %, up to 5 000: 10 + 0.8 %. Canada
 * sends to Guinea only and has no rate: not offered. Other specs never change the corridors.
 */
const TEXTS = {
  fr: {
    path: '/services/money-transfer',
    title: 'Calculez votre transfert',
    corridor: 'Pays de destination',
    send: 'à envoyer, en GNF',
    receive: 'à recevoir, en XOF',
    amount: (currency: string) => `Montant en ${currency}`,
    submit: 'Calculer',
    row: { sent: 'Montant envoyé', fee: 'Frais', total: 'Total à payer', received: 'Montant reçu', rate: 'Taux' },
    typed: '1 000 000',
    // Intl's fr-FR: narrow no-break spaces between thousands, a no-break space before the code.
    figures: { sent: '1 000 000 GNF', fee: '35 000 GNF', total: '1 035 000 GNF', received: '106,95 EUR' },
    rate: /^1 EUR = 9 350 GNF, fixé le \d{1,2} \S+ \d{4}$/,
    receiveTyped: '150 000',
    receiveFigures: { sent: '2 137 500 GNF', fee: '62 063 GNF', total: '2 199 563 GNF', received: '150 000 XOF' },
    overMaximum: 'Au-delà de 50 000 000 GNF envoyés, contactez-nous : nous vous ferons une offre.',
    invalid: 'Montant invalide : entrez un nombre positif, par exemple 1 000 000.',
    toGuinea: {
      subtitle: 'Vers et depuis la Guinée, aux frais et au taux du jour.',
      flow: 'Envoyer vers la Guinée',
      corridor: 'Pays d’envoi',
      countries: ['France (EUR)', 'Sénégal (XOF)', 'Côte d’Ivoire (XOF)', 'États-Unis (USD)'],
      typed: '200',
      figures: { sent: '200,00 EUR', fee: '6,00 EUR', total: '206,00 EUR', received: '1 850 000 GNF' },
      rate: /^1 EUR = 9 250 GNF, fixé le /,
      receive: 'à recevoir, en GNF',
      receiveTyped: '1 000 000',
      receiveFigures: { sent: '108,11 EUR', fee: '4,63 EUR', total: '112,74 EUR', received: '1 000 017 GNF' },
      overMaximum: 'Au-delà de 5\u202f000,00\u00a0EUR envoyés, contactez-nous\u00a0: nous vous ferons une offre.',
    },
  },
  en: {
    path: '/en/services/money-transfer',
    title: 'Work out your transfer',
    corridor: 'Destination country',
    send: 'to send, in GNF',
    receive: 'to receive, in XOF',
    amount: (currency: string) => `Amount in ${currency}`,
    submit: 'Calculate',
    row: { sent: 'Amount sent', fee: 'Fee', total: 'Total to pay', received: 'Amount received', rate: 'Rate' },
    typed: '1,000,000',
    figures: { sent: 'GNF 1,000,000', fee: 'GNF 35,000', total: 'GNF 1,035,000', received: 'EUR 106.95' },
    rate: /^1 EUR = 9,350 GNF, set on \S+ \d{1,2}, \d{4}$/,
    receiveTyped: '150,000',
    receiveFigures: { sent: 'GNF 2,137,500', fee: 'GNF 62,063', total: 'GNF 2,199,563', received: 'XOF 150,000' },
    overMaximum: 'Above GNF 50,000,000 sent, contact us: we will make you an offer.',
    invalid: 'Invalid amount: enter a positive number, for example 1,000,000.',
    toGuinea: {
      subtitle: 'To and from Guinea, at today’s fees and rate.',
      flow: 'Send to Guinea',
      corridor: 'Country sent from',
      countries: ['France (EUR)', 'Senegal (XOF)', 'Côte d’Ivoire (XOF)', 'United States (USD)'],
      typed: '200',
      figures: { sent: 'EUR 200.00', fee: 'EUR 6.00', total: 'EUR 206.00', received: 'GNF 1,850,000' },
      rate: /^1 EUR = 9,250 GNF, set on /,
      receive: 'to receive, in GNF',
      receiveTyped: '1,000,000',
      receiveFigures: { sent: 'EUR 108.11', fee: 'EUR 4.63', total: 'EUR 112.74', received: 'GNF 1,000,017' },
      overMaximum: 'Above EUR 5,000.00 sent, contact us: we will make you an offer.',
    },
  },
} as const;

/** Spaces of every width read as one, as a reader sees them. */
const normalized = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function figures(page: Page, rows: Record<string, string>) {
  const calculator = page.locator('#transfer-calculator');
  const read = async (label: string) =>
    normalized(
      (await calculator.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText()) ?? '',
    );
  return Object.fromEntries(
    await Promise.all(Object.entries(rows).map(async ([key, label]) => [key, await read(label)])),
  );
}

const normalizedFigures = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, normalized(value)]));

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`${lang}: the calculator answers as the visitor types, in both directions`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await visit(page, texts.path);
    const calculator = page.locator('#transfer-calculator');
    await expect(calculator.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    const countries = calculator.getByLabel(texts.corridor).locator('option');
    await expect(countries).toHaveText([
      lang === 'fr' ? 'France (EUR)' : 'France (EUR)',
      lang === 'fr' ? 'Sénégal (XOF)' : 'Senegal (XOF)',
      'Côte d’Ivoire (XOF)',
      lang === 'fr' ? 'États-Unis (USD)' : 'United States (USD)',
    ]);

    // Hydrated when it comes near the screen: typing then answers without a request.
    await calculator.scrollIntoViewIfNeeded();
    const amount = calculator.getByLabel(texts.amount('GNF'));
    await expect(async () => {
      await amount.fill(texts.typed);
      expect(await figures(page, texts.row)).toMatchObject(normalizedFigures(texts.figures));
    }).toPass();
    expect(
      normalized(
        await calculator.locator('dt', { hasText: texts.row.rate }).locator('xpath=following-sibling::dd').innerText(),
      ),
    ).toMatch(texts.rate);

    await calculator.getByLabel(texts.corridor).selectOption('senegal');
    await calculator.getByRole('radio', { name: texts.receive }).check();
    await calculator.getByLabel(texts.amount('XOF')).fill(texts.receiveTyped);
    expect(await figures(page, texts.row)).toMatchObject(normalizedFigures(texts.receiveFigures));

    await calculator.getByRole('radio', { name: texts.send }).check();
    await calculator.getByLabel(texts.amount('GNF')).fill('60000000');
    await expect(calculator.getByText(texts.overMaximum, { exact: false })).toBeVisible();
    await calculator.getByLabel(texts.amount('GNF')).fill('beaucoup');
    await expect(calculator.getByLabel(texts.amount('GNF'))).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator.getByLabel(texts.amount('GNF'))).toHaveAccessibleDescription(
      new RegExp(texts.invalid.replace(/[()]/g, '.')),
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(`${lang}: money sent to Guinea is paid in the sender's currency and received in GNF`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const into = texts.toGuinea;
    await visit(page, texts.path);
    const calculator = page.locator('#transfer-calculator');
    await expect(calculator).toContainText(into.subtitle);
    await calculator.scrollIntoViewIfNeeded();
    // Once hydrated, the list of countries follows the way chosen.
    await expect(async () => {
      await calculator.getByRole('radio', { name: into.flow }).check();
      await expect(calculator.getByLabel(into.corridor)).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(calculator.getByLabel(into.corridor).locator('option')).toHaveText(into.countries);

    await calculator.getByLabel(texts.amount('EUR')).fill(into.typed);
    expect(await figures(page, texts.row)).toMatchObject(normalizedFigures(into.figures));
    expect(
      normalized(
        await calculator.locator('dt', { hasText: texts.row.rate }).locator('xpath=following-sibling::dd').innerText(),
      ),
    ).toMatch(into.rate);

    await calculator.getByRole('radio', { name: into.receive }).check();
    await calculator.getByLabel(texts.amount('GNF')).fill(into.receiveTyped);
    expect(await figures(page, texts.row)).toMatchObject(normalizedFigures(into.receiveFigures));

    await calculator.getByRole('radio', { name: texts.send.replace('GNF', 'EUR') }).check();
    await calculator.getByLabel(texts.amount('EUR')).fill('6000');
    await expect(calculator.getByText(into.overMaximum, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test(`${lang}: without JavaScript, a transfer to Guinea is answered by the server`, async ({ page }) => {
      const into = texts.toGuinea;
      await visit(page, `${texts.path}?flow=into-guinea&corridor=france&direction=send&amount=${into.typed}`);
      const calculator = page.locator('#transfer-calculator');
      await expect(calculator.getByRole('radio', { name: into.flow })).toBeChecked();
      await expect(calculator.getByLabel(into.corridor)).toHaveValue('france');
      expect(await figures(page, texts.row)).toMatchObject(normalizedFigures(into.figures));
    });

    test(`${lang}: without JavaScript, the form is answered by the server`, async ({ page }) => {
      await visit(page, texts.path);
      const calculator = page.locator('#transfer-calculator');
      await calculator.getByLabel(texts.amount('GNF')).fill(texts.typed);
      await calculator.getByRole('button', { name: texts.submit }).click();
      await expect(page).toHaveURL(/[?&]amount=/);
      expect(await figures(page, texts.row)).toMatchObject(normalizedFigures(texts.figures));
      await expect(page.locator('#transfer-calculator').getByLabel(texts.amount('GNF'))).toHaveValue(texts.typed);
    });
  });
}
