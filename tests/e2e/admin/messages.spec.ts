import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { afterTwoFrames } from '../support/hydration.ts';

/*
 * Messages can only come through the public contact form, limited to 10 per 15 minutes per address
 * (and contact.spec.ts already sends 6 per run). This file sends one per project: 2 per run.
 */

async function sendContactMessage(request: APIRequestContext, name: string, subject: string) {
  const response = await request.post('/api/contact', {
    data: {
      name,
      email: 'inbox-visitor@example.com',
      subject,
      message: `Bonjour,\nnous voulons une application mobile.\nSigné ${name}`,
      phone: '+224 620 00 00 00',
      company: 'Conakry Logistique',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test('the inbox: unread first, search, open (marks read), unread again, archive, reply and delete', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Binta Inbox');
  const subject = `Devis ${name}`;
  await sendContactMessage(page.request, name, subject);
  await signIn(page);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page).toHaveTitle('Messages · Administration Weltaare');
  await expect(page.getByText(/\d+ message\(s\) non lu\(s\)/)).toBeVisible();
  // Unread first: no read or archived row above an unread one.
  const states = await page.locator('tbody tr td:nth-child(4)').allInnerTexts();
  expect(states.indexOf('Non lu')).toBe(0);
  expect(states.slice(0, states.lastIndexOf('Non lu') + 1).every((state) => state === 'Non lu')).toBe(true);

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const row = rowOf(page, name);
  await expect(row.getByText('Non lu')).toBeVisible();
  await expectNoAxeViolations(page);

  const markedRead: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/api\/admin\/messages\/\d+\/read$/.test(request.url()))
      markedRead.push(request.url());
  });
  await row.getByRole('link', { name: `Lire le message de ${name} : ${subject}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('nous voulons une application mobile.')).toBeVisible();
  await expect(page.getByText('Conakry Logistique')).toBeVisible();
  await expect(page.getByText('+224 620 00 00 00')).toBeVisible();
  // The answer is written here and leaves through the outbox (leads.spec.ts sends one).
  await expect(page.getByRole('link', { name: 'inbox-visitor@example.com' })).toHaveAttribute(
    'href',
    'mailto:inbox-visitor@example.com',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Répondre' })).toBeVisible();
  await expect(page.getByLabel('Objet')).toHaveValue(`Re: ${subject}`);
  // Opening it marked it read.
  await expect(page.locator('article').getByText('Lu', { exact: true })).toBeVisible();
  await expect(page.getByText('Lu le')).toBeVisible();
  await expectNoAxeViolations(page);

  const shownAgain = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/api\/admin\/messages\/\d+$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Marquer comme non lu' }).click();
  await expect(page.getByText(`« ${subject} » mis à jour`).first()).toBeVisible();
  // Still unread once the page has shown it again: marking read happens once per opening.
  await shownAgain;
  await expect(page.locator('article').getByText('Non lu', { exact: true })).toBeVisible();
  await afterTwoFrames(page);
  expect(markedRead).toHaveLength(1);
  await expect(page.locator('article').getByText('Non lu', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Retour à la boîte de réception' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?search=/);
  await expect(rowOf(page, name).getByText('Non lu')).toBeVisible();
  await rowOf(page, name)
    .getByRole('button', { name: `Marquer comme lu : ${name}` })
    .click();
  await expect(rowOf(page, name).getByText('Lu', { exact: true })).toBeVisible();
  await rowOf(page, name)
    .getByRole('button', { name: `Archiver : ${name}` })
    .click();
  await expect(rowOf(page, name).getByText('Archivé')).toBeVisible();

  await page.getByLabel('État').selectOption('archived');
  await expect(page).toHaveURL(/status=archived/);
  await expect(rowOf(page, name)).toBeVisible();
  await page.getByLabel('État').selectOption('new');
  await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
  await page.getByLabel('État').selectOption('');

  await rowOf(page, name)
    .getByRole('button', { name: `Supprimer ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${name} » ?` });
  await expect(dialog).toContainText('Cette action est définitive.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(rowOf(page, name)).toBeVisible();
  await rowOf(page, name)
    .getByRole('button', { name: `Supprimer ${name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  // In the inbox a message is named by its sender, as the row and its confirmation name it.
  await expect(page.getByText(`« ${name} » supprimé`).first()).toBeVisible();
  await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a message that does not exist says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/messages?message=999999');
  await expect(page.getByText('Ce message n’existe pas ou a été supprimé.')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la boîte de réception' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
});

test('speaks English on request', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/messages?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText(/\d+ unread message\(s\)/)).toBeVisible();
  await expect(page.getByLabel('State')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Sender' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-has-written-this-e2e');
  await expect(page.getByText('No result for this search.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an editor reads the inbox', async ({ page }) => {
  const editor = await createStaff(page.request, 'editor');
  await signIn(page, editor);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Boîte de réception des messages' })).toBeVisible();
  await expect(page.getByText(/\d+ message\(s\) non lu\(s\)/)).toBeVisible();
  await expect(page.getByText('Impossible de charger la liste.')).toHaveCount(0);
});
