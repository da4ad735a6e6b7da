import { expect, type Page, test } from '@playwright/test';
import { adminApi, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { detailOf, openAdminNavigation, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { atBothSizes } from '../support/sizes.ts';

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
  return `[Contact] Site vitrine : ${name}`;
}

/** The value beside a label in the opened mail's details. */

test.describe('admin mail outbox', () => {
  test(
    'a contact message waits in the outbox with its state, and can be retried',
    atBothSizes('the outbox is a table on a desktop and a list of cards on a phone'),
    async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const subject = await sendContactMessage(page, uniqueName('Ibrahima Diallo'));
      await signIn(page);
      await page.goto('/admin/mail-outbox');

      await expect(page.getByRole('heading', { level: 1, name: 'File d’envoi des emails' })).toBeVisible();
      await expect(page).toHaveTitle('File d’envoi des emails · Administration Weltaare');
      // A phone shows each mail in one column.
      const wide = page.viewportSize()!.width >= 768;
      await expect(page.getByRole('columnheader')).toHaveText(
        wide ? ['Email', 'État', 'Tentatives', 'Dernière erreur', 'Dates', 'Actions'] : ['Email'],
      );
      const row = page.getByRole('row').filter({ hasText: subject });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('À : contact@weltaare.com')).toBeVisible();
      await expect(row.getByText('Message de contact')).toBeVisible();
      await expect(row.getByText('En attente', { exact: true })).toBeVisible();
      await expect(row.getByText(/^Prochain essai : /)).toBeVisible();
      if (wide) {
        await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
        await expect(row.getByText('Aucune', { exact: true })).toBeVisible();
      } else {
        await expect(row.getByText('Tentatives : 0', { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);

      await row.getByRole('button', { name: `Relancer l’envoi de « ${subject} »` }).click();
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
    },
  );

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

  test('opens a mail to read it, retries it, and deletes it after confirmation', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Mariama Sylla');
    const subject = await sendContactMessage(page, name);
    await signIn(page);
    await page.goto('/admin/mail-outbox');
    await page.getByLabel('Rechercher').fill(name);
    await expect(page).toHaveURL(/[?&]search=/);
    await page.getByRole('link', { name: `Ouvrir « ${subject} »` }).click();

    // The mail on its own page; the list's search is kept for the way back.
    await expect(page).toHaveURL(/[?&]mail=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('mail'));
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page).toHaveTitle(`${subject} · Administration Weltaare`);
    const details = page.getByRole('article');
    await expect(details.getByText('En attente', { exact: true })).toBeVisible();
    await expect(detailOf(page, 'Destinataire')).toHaveText('contact@weltaare.com');
    await expect(detailOf(page, 'Répondre à')).toHaveText('visiteur@example.com');
    await expect(detailOf(page, 'Type')).toHaveText('Message de contact');
    await expect(detailOf(page, 'Tentatives')).toHaveText('0');
    await expect(detailOf(page, 'Prochain essai')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Contenu' })).toBeVisible();
    await expect(details.getByText('Bonjour, je voudrais un devis pour un site vitrine.')).toBeVisible();
    // A text-only mail: no HTML frame and no choice of version.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Version affichée' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Relancer', exact: true }).click();
    await expect(toast(page, 'Nouvel envoi programmé')).toBeVisible();
    await expect(details.getByText('En attente', { exact: true })).toBeVisible();

    // Deleting asks first, and says a mail not yet sent will never go out.
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${subject} » ?` });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Cet email n’est pas encore parti : supprimé, il ne sera jamais envoyé.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, `Email « ${subject} » supprimé`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'File d’envoi des emails' })).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]mail=/);
    await expect(page.getByLabel('Rechercher')).toHaveValue(name);
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();

    const [audited] = await adminApi<{ action: string; entity_id: string; details: Record<string, unknown> }[]>(
      page.request,
      'GET',
      '/admin/audit-log?entity_type=mail_outbox&action=delete',
    );
    expect(audited).toMatchObject({ entity_id: String(id), details: { subject, status: 'pending' } });

    // Its address now says it is gone.
    await page.goto(`/admin/mail-outbox?mail=${id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Cet email n’est plus dans la file' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à la file' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'File d’envoi des emails' })).toBeVisible();
    // The refused call is a 404 answer, which the browser reports on its own.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('reads a mail in English', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Ousmane Keita');
    const subject = await sendContactMessage(page, name);
    await signIn(page);
    await page.goto(`/admin/mail-outbox?lang=en&search=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name: `Open “${subject}”` }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole('article').getByText('Pending', { exact: true })).toBeVisible();
    await expect(detailOf(page, 'Recipient')).toHaveText('contact@weltaare.com');
    await expect(detailOf(page, 'Reply to')).toHaveText('visiteur@example.com');
    await expect(detailOf(page, 'Type')).toHaveText('Contact message');
    await expect(detailOf(page, 'Attempts')).toHaveText('0');
    await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${subject}”?` });
    await expect(
      dialog.getByText('This mail has not gone out yet: once deleted, it will never be sent.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(/Destinataire|Contenu|Supprimer|Relancer/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  for (const language of ['fr', 'en'] as const) {
    test(`${language}: a quote's mail names its PDF among its attachments`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const name = uniqueName('Kadiatou Devis');
      const email = `devis-${name.split(' ').at(-1)}@example.com`;
      const lead = await adminApi<{ id: number }>(page.request, 'POST', '/admin/messages', {
        name,
        email,
        message: 'Un logo pour ma boutique, combien ?',
        source: 'contact_form',
        language,
      });
      const quote = await adminApi<{ id: number; number: string }>(
        page.request,
        'POST',
        `/admin/messages/${lead.id}/quotes`,
        {
          lines: [{ label: 'Logo', quantity: 1, unit_price_gnf: 500_000 }],
        },
      );
      await adminApi(page.request, 'POST', `/admin/quotes/${quote.id}/send`);

      await signIn(page);
      await page.goto(`/admin/mail-outbox?search=${encodeURIComponent(email)}${language === 'en' ? '&lang=en' : ''}`);
      const subject =
        language === 'fr' ? `Votre devis ${quote.number}\u00a0— Weltaare` : `Your quote ${quote.number} — Weltaare`;
      await page.getByRole('link', { name: language === 'fr' ? `Ouvrir « ${subject} »` : `Open “${subject}”` }).click();
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(detailOf(page, 'Type')).toHaveText(language === 'fr' ? 'Devis' : 'Quote');
      await expect(detailOf(page, language === 'fr' ? 'Pièces jointes' : 'Attachments')).toHaveText(
        new RegExp(`^${quote.number}-v1\\.pdf \\(\\d+\\s?(ko|kB)\\)$`),
      );
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

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
    await expect(navigation.getByRole('link', { name: 'File d’envoi des emails' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
