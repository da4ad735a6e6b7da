import { expect, test } from '@playwright/test';
import { apiLogin, createStaff, signIn } from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

test.describe('profile', () => {
  for (const path of ['/profile', '/admin/profile']) {
    test(`${path} shows the signed-in user`, async ({ page }) => {
      const editor = await createStaff(page.request, 'editor');
      await signIn(page, editor);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
      const details = page.getByRole('region', { name: 'Informations' });
      await expect(details).toContainText(editor.name);
      await expect(details).toContainText(editor.email);
      await expect(details).toContainText('Éditeur');
      await expectNoAxeViolations(page);
    });
  }

  test('/profile needs a session', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fprofile$/);
  });

  test('changes the password with the current one; mistakes are explained', async ({ page }) => {
    const editor = await createStaff(page.request, 'editor');
    const otherSession = await apiLogin(page.request, editor);
    await signIn(page, editor);
    await page.goto('/admin/profile');
    const form = page.getByRole('region', { name: 'Changer le mot de passe' });

    await form.getByLabel('Mot de passe actuel').fill('not my password at all');
    await form.getByLabel(/^Nouveau mot de passe/).fill('short');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(form.getByText('Le mot de passe doit contenir au moins 12 caractères').first()).toBeVisible();

    await form.getByLabel(/^Nouveau mot de passe/).fill('a brand new password');
    await form.getByLabel('Confirmer le nouveau mot de passe').fill('another new password');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(form.getByText('Les deux mots de passe ne correspondent pas')).toBeVisible();

    await form.getByLabel('Confirmer le nouveau mot de passe').fill('a brand new password');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(form.getByText('Mot de passe actuel incorrect')).toBeVisible();

    await form.getByLabel('Mot de passe actuel').fill(editor.password);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe changé').first()).toBeVisible();
    await expect(form.getByLabel('Mot de passe actuel')).toHaveValue('');

    // The new password opens a session; the other session was ended.
    await apiLogin(page.request, { email: editor.email, password: 'a brand new password' });
    const other = await page.request.get('/api/admin/dashboard', {
      headers: { Authorization: `Bearer ${otherSession}` },
    });
    expect(other.status()).toBe(401);
  });

  test('speaks English on request', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/profile?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
  });
});
