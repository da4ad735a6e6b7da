import { expect, type Page, test } from '@playwright/test';
import { adminApi, apiLogin, apiWithToken, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { openAdminNavigation, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { atBothSizes } from '../support/sizes.ts';

interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'editor';
  active: boolean;
}

/** The table row of one account, found by its email. */
const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });
/**
 * The accounts screen searched for one address: every test adds accounts, and a long run adds more
 * than the hundred of one page.
 */
const usersFound = (email: string, query = '') => `/admin/users?search=${encodeURIComponent(email)}${query}`;

/** A toast, read in the notifications region (Radix also copies it into a hidden live region). */
/** On a phone the navigation sits behind the menu button. */
test.describe('admin users', () => {
  test(
    'lists the accounts with role, state and last login; the signed-in admin is marked',
    atBothSizes('the accounts are a table on a desktop and a list of cards on a phone'),
    async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const colleague = await createStaff(page.request, 'editor');
      await signIn(page);
      await page.goto(usersFound('admin@e2e.weltaare.test'));

      await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
      await expect(page).toHaveTitle('Utilisateurs · Administration Weltaare');
      // A phone shows each account above its controls, in one column.
      const wide = page.viewportSize()!.width >= 768;
      await expect(page.getByRole('columnheader')).toHaveText(
        wide ? ['Nom', 'Rôle', 'Actif', 'Dernière connexion', 'Actions'] : ['Compte'],
      );

      const me = userRow(page, 'admin@e2e.weltaare.test');
      await expect(me.getByText('Vous', { exact: true })).toBeVisible();
      await expect(me.getByRole('combobox', { name: 'Rôle de Administrateur' })).toHaveValue('admin');
      await expect(me.getByRole('switch', { name: 'Compte actif : Administrateur' })).toBeChecked();

      // The search finds an account by its email or its name.
      await page.getByLabel('Nom ou email').fill(colleague.name);
      await expect(me).toHaveCount(0);
      const row = userRow(page, colleague.email);
      await expect(row.getByText(colleague.name, { exact: true })).toBeVisible();
      await expect(row.getByRole('combobox', { name: `Rôle de ${colleague.name}` })).toHaveValue('editor');
      await expect(row.getByRole('switch', { name: `Compte actif : ${colleague.name}` })).toBeChecked();
      await expect(row.getByText(wide ? 'Jamais' : 'Dernière connexion : Jamais', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    },
  );

  test('creates an account: errors when empty, then the new account can sign in', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    const form = page.getByRole('region', { name: 'Nouvel utilisateur' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(form.getByText('L’email est obligatoire')).toBeVisible();
    await expect(form.getByText('Le nom est obligatoire')).toBeVisible();
    await expect(form.getByText('Le mot de passe doit contenir au moins 12 caractères')).toBeVisible();

    const name = uniqueName('Fatoumata Camara');
    const email = `${name.split(' ').pop()}.fatoumata@e2e.weltaare.test`;
    const password = 'mot de passe initial 2026';
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Nom').fill(name);
    await form.getByLabel('Rôle').selectOption({ label: 'Éditeur' });
    await form.getByLabel('Mot de passe initial').fill('trop court');
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(form.getByText('Le mot de passe doit contenir au moins 12 caractères')).toBeVisible();
    await form.getByLabel('Mot de passe initial').fill(password);
    await form.getByRole('button', { name: 'Créer le compte' }).click();

    await expect(toast(page, `Compte créé : ${email}`)).toBeVisible();
    await expect(form).toBeHidden();
    await page.getByLabel('Nom ou email').fill(email);
    await expect(page).toHaveURL(/[?&]search=[^&]*fatoumata/);
    const row = userRow(page, email);
    await expect(row.getByText(name, { exact: true })).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Rôle de ${name}` })).toHaveValue('editor');
    expect(await apiLogin(page.request, { email, password })).toBeTruthy();

    // The same email again: the server refuses it and the form says why.
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByLabel('Nom').fill('Doublon');
    await form.getByRole('button', { name: 'Générer un mot de passe' }).click();
    await expect(form.getByLabel('Mot de passe initial')).toHaveValue(/^.{20}$/);
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(form.getByText('Un compte existe déjà avec cet email')).toBeVisible();
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  test('changes a role, deactivates and reactivates an account', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const colleague = await createStaff(page.request, 'editor');
    await signIn(page);
    await page.goto(usersFound(colleague.email));
    const row = userRow(page, colleague.email);

    await row.getByRole('combobox', { name: `Rôle de ${colleague.name}` }).selectOption({ label: 'Administrateur' });
    await expect(toast(page, `Rôle de ${colleague.name} : Administrateur`)).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Rôle de ${colleague.name}` })).toHaveValue('admin');

    const active = row.getByRole('switch', { name: `Compte actif : ${colleague.name}` });
    await active.click();
    await expect(toast(page, `Compte de ${colleague.name} désactivé`)).toBeVisible();
    await expect(active).not.toBeChecked();
    await page.reload();
    await expect(active).not.toBeChecked();
    expect((await adminApi<AdminUser>(page.request, 'GET', `/admin/users/${colleague.id}`)).active).toBe(false);

    await active.click();
    await expect(toast(page, `Compte de ${colleague.name} réactivé`)).toBeVisible();
    await expect(active).toBeChecked();
    expect(await adminApi<AdminUser>(page.request, 'GET', `/admin/users/${colleague.id}`)).toMatchObject({
      role: 'admin',
      active: true,
    });
    expect(errors).toEqual([]);
  });

  test('a change made from a stale list is refused, says so and shows what another admin saved', async ({ page }) => {
    const colleague = await createStaff(page.request, 'editor');
    await signIn(page);
    await page.goto(usersFound(colleague.email));
    const row = userRow(page, colleague.email);
    const active = row.getByRole('switch', { name: `Compte actif : ${colleague.name}` });
    await expect(active).toBeChecked();

    // Another admin renames the account while this list is open.
    await adminApi(page.request, 'PATCH', `/admin/users/${colleague.id}`, { name: `${colleague.name} renommée` });
    await active.click();
    await expect(
      toast(page, 'Quelqu’un a enregistré cet élément après que vous l’avez ouvert : rien n’a été modifié'),
    ).toBeVisible();
    const renamed = row.getByRole('switch', { name: `Compte actif : ${colleague.name} renommée` });
    await expect(renamed).toBeChecked();
    expect(await adminApi<AdminUser>(page.request, 'GET', `/admin/users/${colleague.id}`)).toMatchObject({
      active: true,
    });
    // From the list as it now stands, the change goes through.
    await renamed.click();
    await expect(toast(page, `Compte de ${colleague.name} renommée désactivé`)).toBeVisible();
  });

  test('resets a password after confirmation and shows the new one once', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const colleague = await createStaff(page.request, 'editor');
    await signIn(page);
    await page.goto(usersFound(colleague.email));

    await userRow(page, colleague.email)
      .getByRole('button', { name: `Réinitialiser le mot de passe de ${colleague.name}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Réinitialiser le mot de passe de ${colleague.name} ?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    // Cancelled: the old password still works.
    await apiLogin(page.request, colleague);

    await userRow(page, colleague.email)
      .getByRole('button', { name: `Réinitialiser le mot de passe de ${colleague.name}` })
      .click();
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(toast(page, 'Mot de passe réinitialisé')).toBeVisible();
    const result = page.getByRole('region', { name: `Nouveau mot de passe de ${colleague.name}` });
    await expect(result).toBeVisible();
    const generated = (await result.getByTestId('generated-password').textContent()) ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(20);
    await apiLogin(page.request, { email: colleague.email, password: generated });
    await expectNoAxeViolations(page);

    await result.getByRole('button', { name: 'J’ai noté le mot de passe' }).click();
    await expect(result).toBeHidden();
    await expect(page.getByText(generated)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('renames an account in its row; Escape leaves the name as it was', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const colleague = await createStaff(page.request, 'editor');
    await signIn(page);
    await page.goto(usersFound(colleague.email));
    const row = userRow(page, colleague.email);
    const renameButton = row.getByRole('button', { name: `Renommer ${colleague.name}` });

    await renameButton.click();
    const form = row.getByRole('form', { name: `Renommer ${colleague.name}` });
    const field = form.getByLabel('Nom');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(colleague.name);
    await expectNoAxeViolations(page);
    await field.fill('Sans nom');
    await field.press('Escape');
    await expect(form).toBeHidden();
    await expect(renameButton).toBeFocused();
    await expect(row.getByText(colleague.name, { exact: true })).toBeVisible();

    await renameButton.click();
    await field.fill('   ');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByText('Le nom est obligatoire')).toBeVisible();
    const newName = uniqueName('Aïssatou Condé');
    await field.fill(newName);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, `Compte renommé : ${newName}`)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(row.getByText(newName, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Renommer ${newName}` })).toBeFocused();
    await expect(row.getByRole('combobox', { name: `Rôle de ${newName}` })).toHaveValue('editor');
    expect((await adminApi<AdminUser>(page.request, 'GET', `/admin/users/${colleague.id}`)).name).toBe(newName);
    const [audited] = await adminApi<{ entity_id: string; details: Record<string, unknown> }[]>(
      page.request,
      'GET',
      '/admin/audit-log?entity_type=user&action=update',
    );
    expect(audited).toMatchObject({
      entity_id: String(colleague.id),
      details: { name: newName, previous_name: colleague.name },
    });
    expect(errors).toEqual([]);
  });

  test('deletes an account after confirmation: signed out at once, its audit entries keep its name', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const colleague = await createStaff(page.request, 'editor');
    const colleagueToken = await apiLogin(page.request, colleague);
    // Something the colleague did, for the audit log to remember.
    const client = await apiWithToken<{ id: number }>(page.request, colleagueToken, 'POST', '/admin/clients', {
      name: uniqueName('Client de test'),
      sector: { fr: 'Banque', en: 'Banking' },
      sort_order: 90,
    });
    await signIn(page);
    await page.goto(usersFound(colleague.email));
    const row = userRow(page, colleague.email);
    const deleteButton = row.getByRole('button', { name: `Supprimer le compte de ${colleague.name}` });

    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer le compte de ${colleague.name} ?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${colleague.name} ne pourra plus se connecter`, { exact: false })).toBeVisible();
    await expect(dialog.getByText('désactivez plutôt le compte', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Supprimer le compte' }).click();
    await expect(toast(page, `Compte de ${colleague.name} supprimé`)).toBeVisible();
    await expect(row).toHaveCount(0);
    const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${colleagueToken}` } });
    expect(me.status()).toBe(401);

    // The audit log still says who added the client, and that the account is gone.
    await page.goto(`/admin/audit-log?search=${encodeURIComponent(colleague.name)}`);
    const entry = page.getByRole('row').filter({ hasText: colleague.name });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText('Compte supprimé', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await adminApi(page.request, 'DELETE', `/admin/clients/${client.id}`);
    expect(errors).toEqual([]);
  });

  test('an admin cannot lock themselves out: the server refuses and says why', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const admin = await createStaff(page.request, 'admin');
    await signIn(page, admin);
    await page.goto(usersFound(admin.email));
    const row = userRow(page, admin.email);
    await expect(row.getByText('Vous', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Réinitialiser le mot de passe/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Supprimer le compte/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Renommer ${admin.name}` })).toBeVisible();

    const role = row.getByRole('combobox', { name: `Rôle de ${admin.name}` });
    await role.selectOption({ label: 'Éditeur' });
    const refusal = toast(page, 'Vous ne pouvez pas retirer votre propre accès administrateur');
    await expect(refusal).toBeVisible();
    await expect(role).toHaveValue('admin');

    await row.getByRole('switch', { name: `Compte actif : ${admin.name}` }).click();
    await expect(refusal.first()).toBeVisible();
    await expect(row.getByRole('switch', { name: `Compte actif : ${admin.name}` })).toBeChecked();
    expect(await adminApi<AdminUser>(page.request, 'GET', `/admin/users/${admin.id}`)).toMatchObject({
      role: 'admin',
      active: true,
    });
    // The refused calls are 409 answers, which the browser reports on its own.
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  test(
    'reads in English',
    atBothSizes('the accounts are a table on a desktop and a list of cards on a phone'),
    async ({ page }) => {
      const colleague = await createStaff(page.request, 'editor');
      await signIn(page);
      await page.goto(usersFound('admin@e2e.weltaare.test', '&lang=en'));
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await expect(page.getByRole('columnheader').first()).toHaveText(
        page.viewportSize()!.width >= 768 ? 'Name' : 'Account',
      );
      await expect(
        userRow(page, 'admin@e2e.weltaare.test').getByRole('combobox', { name: 'Role of Administrateur' }),
      ).toHaveValue('admin');
      await expect(userRow(page, 'admin@e2e.weltaare.test').getByText('You', { exact: true })).toBeVisible();
      await page.getByLabel('Name or email').fill(colleague.email);
      await expect(userRow(page, 'admin@e2e.weltaare.test')).toHaveCount(0);
      const row = userRow(page, colleague.email);
      await row.getByRole('button', { name: `Rename ${colleague.name}` }).click();
      const form = row.getByRole('form', { name: `Rename ${colleague.name}` });
      await expect(form.getByLabel('Name')).toHaveValue(colleague.name);
      await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await row.getByRole('button', { name: `Delete the account of ${colleague.name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Delete the account of ${colleague.name}?` });
      await expect(
        dialog.getByText(`${colleague.name} will no longer be able to sign in`, { exact: false }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'New user' }).click();
      await expect(page.getByRole('region', { name: 'New user' }).getByLabel('Initial password')).toBeVisible();
      await expect(page.getByText('Utilisateurs')).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );

  test('an editor is refused and does not see the screen in the navigation', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const editor = await createStaff(page.request, 'editor');
    await signIn(page, editor);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' })).toBeVisible();
    await expect(page.getByText('Votre compte (Éditeur) ne permet pas d’ouvrir cette page.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const navigation = await openAdminNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);
    await navigation.getByRole('link', { name: 'Tableau de bord' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(errors).toEqual([]);
  });
});
