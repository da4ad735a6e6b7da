import { expect, test } from '@playwright/test';
import { adminApi, apiLogin, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { openAdminNavigation } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { atBothSizes } from '../support/sizes.ts';

test.describe('admin audit log', () => {
  test(
    'an account created through the users screen appears in the log: who, what, which item, when',
    atBothSizes('the log is a table on a desktop and a list of cards on a phone'),
    async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await signIn(page);
      await page.goto('/admin/users');
      const name = uniqueName('Kadiatou Touré');
      const email = `${name.split(' ').pop()}.kadiatou@e2e.weltaare.test`;
      await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
      const form = page.getByRole('region', { name: 'Nouvel utilisateur' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Nom').fill(name);
      await form.getByLabel('Mot de passe initial').fill('mot de passe initial 2026');
      await form.getByRole('button', { name: 'Créer le compte' }).click();
      // Other tests add accounts too: the search keeps this one on the screen.
      await page.getByLabel('Nom ou email').fill(email);
      await expect(page).toHaveURL(/[?&]search=/);
      await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
      const [{ id }] = await adminApi<[{ id: number }]>(
        page.request,
        'GET',
        `/admin/users?search=${encodeURIComponent(email)}`,
      );

      const navigation = await openAdminNavigation(page);
      await navigation.getByRole('link', { name: 'Journal d’audit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
      await expect(page).toHaveTitle('Journal d’audit · Administration Weltaare');
      // A phone shows two stacked columns instead of six.
      const wide = page.viewportSize()!.width >= 768;
      const headers = wide
        ? ['Date', 'Auteur', 'Action', 'Élément', 'Détails', 'Adresse IP']
        : ['Date et auteur', 'Action et élément'];
      await expect(page.getByRole('columnheader')).toHaveText(headers);
      // Other tests write to the log at the same time: narrowing it keeps this entry on the first page.
      await page.getByLabel('Élément').selectOption({ label: 'Utilisateur' });
      await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Création' });
      await expect(page).toHaveURL(/entity_type=user&action=create|action=create&entity_type=user/);
      const row = page.getByRole('row').filter({ hasText: `Utilisateur n° ${id}` });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Création', { exact: true })).toBeVisible();
      await expect(row.getByText('admin@e2e.weltaare.test')).toBeVisible();
      await expect(row.getByText('Administrateur', { exact: true })).toBeVisible();
      await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      if (wide) {
        await expect(row.getByText(email)).toBeVisible();
        await expect(row.getByText('editor', { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    },
  );

  test('pages through the entries, most recent first', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const colleague = await createStaff(page.request, 'editor');
    // More than a page of fresh entries: renaming an account is recorded each time.
    const token = await apiLogin(page.request);
    for (let round = 1; round <= 26; round += 1) {
      const response = await page.request.patch(`/api/admin/users/${colleague.id}`, {
        data: { name: `${colleague.name} ${round}` },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
    }
    await signIn(page);
    await page.goto('/admin/audit-log');
    const mine = page.getByRole('row').filter({ hasText: `Utilisateur n° ${colleague.id}` });
    await expect(mine.first()).toBeVisible();
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    const firstRows = await page.getByRole('row').allTextContents();

    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect.poll(async () => page.getByRole('row').allTextContents()).not.toEqual(firstRows);
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('filters by person, kind of item and action', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const editor = await createStaff(page.request, 'editor');
    // The editor archives a fresh contact message: one entry that is theirs alone.
    const contact = await page.request.post('/api/contact', {
      data: { name: uniqueName('Mariama Sow'), email: 'mariama@example.com', subject: 'Audit', message: 'Bonjour.' },
    });
    expect(contact.status()).toBe(201);
    const messageId = ((await contact.json()) as { data: { id: number } }).data.id;
    const editorToken = await apiLogin(page.request, editor);
    const archived = await page.request.patch(`/api/admin/messages/${messageId}/archive`, {
      headers: { Authorization: `Bearer ${editorToken}` },
    });
    expect(archived.status(), await archived.text()).toBe(200);

    await signIn(page);
    await page.goto('/admin/audit-log');
    await page.getByLabel('Personne (email ou nom)').fill(editor.email);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page.getByText('1 résultat(s)')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `Message n° ${messageId}` });
    await expect(row.getByText('Archivage', { exact: true })).toBeVisible();

    await page.getByLabel('Élément').selectOption({ label: 'Message' });
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Archivage' });
    await expect(page).toHaveURL(/entity_type=message/);
    await expect(page).toHaveURL(/action=archive/);
    await expect(row).toHaveCount(1);
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Suppression' });
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(
    'reads in English',
    atBothSizes('the log is a table on a desktop and a list of cards on a phone'),
    async ({ page }) => {
      const colleague = await createStaff(page.request, 'editor');
      await signIn(page);
      // Filtered to account creations: other tests write to the log at the same time.
      await page.goto('/admin/audit-log?lang=en&entity_type=user&action=create');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(page.getByLabel('Item')).toHaveValue('user');
      const row = page.getByRole('row').filter({ hasText: `User no. ${colleague.id}` });
      await expect(row.getByText('Created', { exact: true })).toBeVisible();
      await expect(page.getByRole('columnheader').first()).toHaveText(
        page.viewportSize()!.width >= 768 ? 'Date' : 'Date and author',
      );
      await expectNoAxeViolations(page);
    },
  );

  test('an editor is refused and does not see the screen in the navigation', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const editor = await createStaff(page.request, 'editor');
    await signIn(page, editor);
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const navigation = await openAdminNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Journal d’audit' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
