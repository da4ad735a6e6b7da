import { expect, type Page, test } from '@playwright/test';
import { createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { openAdminNavigation, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';

/** A visitor's contact message; without SMTP its staff notification waits in the outbox. */
async function sendContactMessage(page: Page, name: string) {
  const response = await page.request.post('/api/contact', {
    data: {
      name,
      email: 'visiteur@example.com',
      subject: 'Site vitrine',
      message: 'Bonjour, je voudrais un devis pour un site vitrine.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return `[Contact] Site vitrine : ${name}`;
}

test.describe('admin mail outbox', () => {
  test('a contact message waits in the outbox with its state, and can be retried', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const subject = await sendContactMessage(page, uniqueName('Ibrahima Diallo'));
    await signIn(page);
    await page.goto('/admin/mail-outbox');

    await expect(page.getByRole('heading', { level: 1, name: "File d'envoi des emails" })).toBeVisible();
    await expect(page).toHaveTitle("File d'envoi des emails · Administration Weltaare");
    // A phone shows each mail in one column.
    const wide = page.viewportSize()!.width >= 768;
    await expect(page.getByRole('columnheader')).toHaveText(
      wide ? ['Email', 'État', 'Tentatives', 'Dernière erreur', 'Dates', 'Actions'] : ['Email'],
    );
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('À : contact@weltaare.com')).toBeVisible();
    await expect(row.getByText('Message de contact')).toBeVisible();
    await expect(row.getByText('En attente', { exact: true })).toBeVisible();
    await expect(row.getByText(/^Prochain essai : /)).toBeVisible();
    if (wide) {
      await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
      await expect(row.getByText('Aucune', { exact: true })).toBeVisible();
    } else {
      await expect(row.getByText('Tentatives : 0', { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Relancer l’envoi de « ${subject} »` }).click();
    await expect(toast(page, 'Nouvel envoi programmé')).toBeVisible();
    // Still no SMTP server: the mail stays in line.
    await expect(row.getByText('En attente', { exact: true })).toBeVisible();

    // The same screen in English (one contact message per run: the contact form is rate-limited per address).
    await page.goto('/admin/mail-outbox?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByText('Contact message')).toBeVisible();
    await expect(row.getByRole('button', { name: `Retry sending “${subject}”` })).toBeVisible();
    await expect(page.getByText('En attente')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('search and the status filter narrow the list, and the URL keeps them', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Fatoumata Bah');
    const subject = await sendContactMessage(page, name);
    await signIn(page);
    await page.goto('/admin/mail-outbox');
    await page.getByLabel('Rechercher').fill(name);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page.getByText('1 résultat(s)')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(1);

    const status = page.getByLabel('État');
    await expect(status.locator('option')).toHaveText(['Tous', 'En attente', 'Envoyé', 'Échec']);
    await status.selectOption('sent');
    await expect(page).toHaveURL(/[?&]status=sent/);
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByLabel('État')).toHaveValue('sent');
    await page.getByLabel('État').selectOption('pending');
    await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('an editor is refused and does not see the screen in the navigation', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const editor = await createStaff(page.request, 'editor');
    await signIn(page, editor);
    await page.goto('/admin/mail-outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const navigation = await openAdminNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Newsletter' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: "File d'envoi des emails" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
