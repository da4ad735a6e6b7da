import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createStaff, signIn } from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';

/*
 * Subscribers only come through the public form, limited to 10 per 15 minutes per address
 * (layout.spec.ts sends 4 per run). This file subscribes one address per project: 2 per run.
 */

function rowOf(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

test('lists, finds, exports as CSV and deletes a subscriber', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const email = `news-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const subscribed = await page.request.post('/api/newsletter?lang=en', { data: { email } });
  expect(subscribed.status(), await subscribed.text()).toBe(200);

  await signIn(page);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(page).toHaveTitle('Newsletter · Administration Weltaare');
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
  await expect(rowOf(page, email)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  // Double opt-in: the address waits for its confirmation link.
  await expect(rowOf(page, email).getByText('En attente')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('État').selectOption('unsubscribed');
  await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
  await page.getByLabel('État').selectOption('pending');
  await expect(rowOf(page, email)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFemail,language,status,subscribed_at,confirmed_at,unsubscribed_at');
  expect(csv).toContain(`${email},en,pending,`);
  expect(csv).not.toContain(',unsubscribed,');
  expect(csv).not.toContain(',confirmed,');
  await expect(page.getByText('Export CSV téléchargé').first()).toBeVisible();

  await rowOf(page, email)
    .getByRole('button', { name: `Supprimer ${email}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${email} » ?` });
  await expect(dialog).toContainText('Cette action est définitive.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(rowOf(page, email)).toBeVisible();
  await rowOf(page, email)
    .getByRole('button', { name: `Supprimer ${email}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`« ${email} » supprimé`).first()).toBeVisible();
  await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('speaks English on request', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/newsletter?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByText('The export follows the chosen state filter.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-subscribed-this-e2e');
  await expect(page.getByText('No result for this search.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an editor lists and exports the subscribers', async ({ page }) => {
  const editor = await createStaff(page.request, 'editor');
  await signIn(page, editor);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('table', { name: 'Abonnés à la newsletter' })).toBeVisible();
  await expect(page.getByText('Impossible de charger la liste.')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  expect((await download).suggestedFilename()).toBe('newsletter-subscribers.csv');
});
