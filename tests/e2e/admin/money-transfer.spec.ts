import type { MoneyTransferSettings } from '#contract/money-transfer/corridors.ts';
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
    await adminApi(request, 'PUT', '/admin/money-transfer', {
      corridors: original.corridors.map(({ rate_set_at: _date, ...corridor }) => corridor),
    });
  }
}

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('fr: staff change a rate; the public calculator uses it at once, dated; a wrong figure is explained', async ({
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
    await expect(france.getByLabel('Devise reçue')).toHaveValue('EUR');
    await expect(france).toContainText(/Taux fixé le /);
    await expectNoAxeViolations(page);

    // A percentage the calculator could not use is refused, named on its field.
    await france.getByLabel('Pourcentage').first().fill('deux');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(france.getByLabel('Pourcentage').first()).toHaveAccessibleDescription(/Pourcentage invalide/);
    await france.getByLabel('Pourcentage').first().fill('2');

    await france.getByLabel('Taux : GNF pour 1 unité de la devise').fill('9400');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Modifications enregistrées')).toBeVisible();

    await visit(page, `${ownSite.baseUrl}/services/money-transfer`);
    const rate = page
      .locator('#transfer-calculator')
      .locator('dt', { hasText: 'Taux' })
      .locator('xpath=following-sibling::dd');
    await expect(rate).toHaveText(/^1 EUR = 9.400 GNF, fixé le /);
  });
  expect(errors).toEqual([]);
});

test('en: staff add a corridor with its bands; English visitors are offered it', async ({ page, ownSite }) => {
  const errors = collectConsoleErrors(page);
  await signIn(page);
  await withCorridors(page.request, async () => {
    await page.goto('/admin/money-transfer?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Money transfers' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a corridor' }).click();
    const added = page.getByRole('region', { name: /^Corridor 6/ });
    await added.getByLabel('Identifier').fill('morocco');
    await added.getByRole('group', { name: 'Destination country' }).getByLabel('French').fill('Maroc');
    await added.getByRole('group', { name: 'Destination country' }).getByLabel('English').fill('Morocco');
    await added.getByLabel('Currency received').selectOption('MAD');
    await added.getByLabel('Rate: GNF for 1 unit of the currency').fill('950');
    await added.getByLabel('Fixed fee (GNF)').fill('20000');
    await added.getByLabel('Percentage').fill('1.5');
    await added.getByRole('button', { name: 'Add a band' }).click();
    await expect(added.getByLabel('Up to (GNF sent)')).toHaveCount(2);
    // An open first band before a second one is refused.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(added.getByLabel('Up to (GNF sent)').first()).toHaveAccessibleDescription(
      /only the last band may have no limit/,
    );
    await added.getByLabel('Up to (GNF sent)').first().fill('5 000 000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Corridor 6 · Morocco' })).toContainText(/Rate set on /);
    await expectNoAxeViolations(page);

    await visit(page, `${ownSite.baseUrl}/en/services/money-transfer`);
    const calculator = page.locator('#transfer-calculator');
    await expect(
      calculator.getByLabel('Destination country').locator('option', { hasText: 'Morocco (MAD)' }),
    ).toHaveCount(1);
    // The calculator answers once hydrated, when it comes near the screen.
    await calculator.scrollIntoViewIfNeeded();
    await expect(async () => {
      await calculator.getByLabel('Destination country').selectOption('morocco');
      await calculator.getByLabel('Amount in GNF').fill('950000');
      await expect(
        calculator.locator('dt', { hasText: 'Amount received' }).locator('xpath=following-sibling::dd'),
      ).toHaveText(/MAD.1,000\.00/, { timeout: 1000 });
    }).toPass();
    expect(
      spaced(await calculator.locator('dt', { hasText: 'Fee' }).locator('xpath=following-sibling::dd').innerText()),
    ).toBe('GNF 34,250');
  });
  expect(errors).toEqual([]);
});
