import type { MoneyTransferSettings, StoredPricing } from '#contract/money-transfer/corridors.ts';
import { adminApi, signIn } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';
import { expect, test } from '../support/own-site.ts';

/**
 * The corridors are one record for the whole site: these tests run on a site of their worker's own,
 * and each puts them back for the next.
 */
async function withCorridors(request: Parameters<typeof adminApi>[0], work: () => Promise<void>) {
  const original = await adminApi<MoneyTransferSettings>(request, 'GET', '/admin/money-transfer');
  try {
    await work();
  } finally {
    const input = (pricing: StoredPricing | null) => pricing && { rate: pricing.rate, bands: pricing.bands };
    await adminApi(request, 'PUT', '/admin/money-transfer', {
      corridors: original.corridors.map((corridor) => ({
        ...corridor,
        out_of_guinea: input(corridor.out_of_guinea),
        into_guinea: input(corridor.into_guinea),
      })),
    });
  }
}

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('fr: staff change a rate each way; the public calculator uses them at once, dated; a wrong figure is explained', async ({
  page,
  ownSite,
}) => {
  const errors = collectConsoleErrors(page);
  await signIn(page);
  await withCorridors(page.request, async () => {
    await page.goto('/admin/money-transfer');
    await expect(page.getByRole('heading', { level: 1, name: 'Transferts d’argent' })).toBeVisible();
    await expect(page).toHaveTitle('Transferts d’argent · Administration Weltaare');
    const france = page.getByRole('region', { name: 'Corridor 1 · France' });
    await expect(france.getByLabel('Devise du pays')).toHaveValue('EUR');
    await expect(france.getByLabel('Sens des transferts')).toHaveValue('both');
    const fromGuinea = france.getByRole('group', { name: 'Depuis la Guinée\u00a0: taux et frais' });
    const toGuinea = france.getByRole('group', { name: 'Vers la Guinée\u00a0: taux et frais' });
    await expect(fromGuinea).toContainText(/Taux fixé le /);
    // Sent to Guinea, the bands are in euros: 500 EUR, 3 EUR.
    await expect(toGuinea.getByLabel('Jusqu’à (EUR envoyés)').first()).toHaveValue('500');
    await expect(toGuinea.getByLabel('Frais fixes (EUR)').first()).toHaveValue('3');
    await expectNoAxeViolations(page);

    // A percentage the calculator could not use is refused, named on its field.
    await fromGuinea.getByLabel('Pourcentage').first().fill('deux');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(fromGuinea.getByLabel('Pourcentage').first()).toHaveAccessibleDescription(/Pourcentage invalide/);
    await fromGuinea.getByLabel('Pourcentage').first().fill('2');

    await fromGuinea.getByLabel('Taux\u00a0: GNF pour 1 unité de la devise').fill('9400');
    await toGuinea.getByLabel('Taux\u00a0: GNF pour 1 unité de la devise').fill('9300');
    await toGuinea.getByLabel('Frais fixes (EUR)').first().fill('2,50');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Modifications enregistrées')).toBeVisible();

    await visit(page, `${ownSite.baseUrl}/services/money-transfer`);
    const calculator = page.locator('#transfer-calculator');
    const figure = (label: string) =>
      calculator.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(figure('Taux')).toHaveText(/^1 EUR = 9.400 GNF, fixé le /);
    await calculator.scrollIntoViewIfNeeded();
    await expect(async () => {
      await calculator.getByRole('radio', { name: 'Envoyer vers la Guinée' }).check();
      await expect(figure('Taux')).toHaveText(/^1 EUR = 9.300 GNF, fixé le /, { timeout: 1000 });
    }).toPass();
    await calculator.getByLabel('Montant en EUR').fill('100');
    // 2.50 EUR + 1.5 % of 100 EUR.
    await expect(figure('Frais')).toHaveText(/^4,00.EUR$/);
    await expect(figure('Montant reçu')).toHaveText(/^930.000.GNF$/);
  });
  expect(errors).toEqual([]);
});

test('en: staff add a corridor into Guinea with its bands; English visitors are offered it', async ({
  page,
  ownSite,
}) => {
  const errors = collectConsoleErrors(page);
  await signIn(page);
  await withCorridors(page.request, async () => {
    await page.goto('/admin/money-transfer?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Money transfers' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a corridor' }).click();
    const added = page.getByRole('region', { name: /^Corridor 6/ });
    await added.getByLabel('Identifier').fill('morocco');
    await added.getByRole('group', { name: 'Country' }).getByLabel('French').fill('Maroc');
    await added.getByRole('group', { name: 'Country' }).getByLabel('English').fill('Morocco');
    await added.getByLabel('The country’s currency').selectOption('MAD');
    await added.getByLabel('Way of transfers').selectOption('into-guinea');
    await expect(added.getByRole('group', { name: 'From Guinea: rate and fees' })).toHaveCount(0);
    const toGuinea = added.getByRole('group', { name: 'To Guinea: rate and fees' });
    await toGuinea.getByLabel('Rate: GNF for 1 unit of the currency').fill('950');
    await toGuinea.getByLabel('Fixed fee (MAD)').fill('20');
    await toGuinea.getByLabel('Percentage').fill('1.5');
    await toGuinea.getByRole('button', { name: 'Add a band, to Guinea' }).click();
    await expect(toGuinea.getByLabel('Up to (MAD sent)')).toHaveCount(2);
    // An open first band before a second one is refused.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toGuinea.getByLabel('Up to (MAD sent)').first()).toHaveAccessibleDescription(
      /only the last band may have no limit/,
    );
    await toGuinea.getByLabel('Up to (MAD sent)').first().fill('5 000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Corridor 6 · Morocco' })).toContainText(/Rate set on /);
    await expectNoAxeViolations(page);

    await visit(page, `${ownSite.baseUrl}/en/services/money-transfer`);
    const calculator = page.locator('#transfer-calculator');
    // The calculator answers once hydrated, when it comes near the screen.
    await calculator.scrollIntoViewIfNeeded();
    await expect(async () => {
      await calculator.getByRole('radio', { name: 'Send to Guinea' }).check();
      await expect(
        calculator.getByLabel('Country sent from').locator('option', { hasText: 'Morocco (MAD)' }),
      ).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await calculator.getByLabel('Country sent from').selectOption('morocco');
    await calculator.getByLabel('Amount in MAD').fill('1000');
    const figure = (label: string) =>
      calculator.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(figure('Amount received')).toHaveText(/^GNF.950,000$/);
    // 20 MAD + 1.5 % of 1 000 MAD.
    expect(spaced(await figure('Fee').innerText())).toBe('MAD 35.00');
    // Morocco sends to Guinea only: the other way does not list it.
    await calculator.getByRole('radio', { name: 'Send from Guinea' }).check();
    await expect(
      calculator.getByLabel('Destination country').locator('option', { hasText: 'Morocco (MAD)' }),
    ).toHaveCount(0);
  });
  expect(errors).toEqual([]);
});
