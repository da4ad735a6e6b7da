import { expect, test } from '@playwright/test';
import { createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { E2E_ADMIN } from '../support/server-settings.ts';
import { atBothSizes } from '../support/sizes.ts';

test.describe('admin login and session', () => {
  test('an unauthenticated visit goes to the login page, which is accessible in French', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/admin/services');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fservices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à l’administration' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Mot de passe')).toBeVisible();
    await expect(page).toHaveTitle('Connexion · Weltaare');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('the login page speaks English on request', async ({ page }) => {
    await page.goto('/admin/login?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to the admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('empty fields are refused in the browser with the spec messages', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('L’email est obligatoire')).toBeVisible();
    await expect(page.getByText('Le mot de passe est obligatoire')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Format d’email invalide')).toBeVisible();
  });

  test('a wrong password shows the same answer as an unknown account, and keeps the visitor on the page', async ({
    page,
  }) => {
    // One failed login per run and project: failures are throttled per address.
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(`${uniqueName('nobody').replace(' ', '-')}@e2e.weltaare.test`);
    await page.getByLabel('Mot de passe').fill('not the password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Connexion impossible' });
    await expect(alert).toContainText('Email ou mot de passe incorrect');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test(
    'logging in returns to the page asked for; logging out ends the session',
    atBothSizes('the navigation sits behind a menu button on a phone'),
    async ({ page }) => {
      await page.goto('/admin/services');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(/\/admin\/services$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      expect(token).toBeTruthy();

      if (test.info().project.name.endsWith('phone'))
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      // The token no longer opens anything on the server either.
      const me = await page.request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(401);

      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    },
  );

  test('a signed-in visitor opening the login page goes straight to the dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a 401 on any call clears the token and returns to the login page', async ({ page }) => {
    const token = await signIn(page);
    await page.goto('/admin/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    // The session ends elsewhere (logout from another device).
    const logout = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);
    // The 401 sends the browser to the login page with a full navigation. The open screen may hit
    // its own 401 first and cut this navigation short (net::ERR_ABORTED): either way the visitor
    // must end on the login page, which is what is asserted next.
    await page.goto('/admin/services?sort=name', { waitUntil: 'commit' }).catch((error: Error) => {
      if (!error.message.includes('ERR_ABORTED')) throw error;
    });
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});

test.describe('admin navigation by role', () => {
  test(
    'an admin sees every section, the current page marked, and their name',
    atBothSizes('the navigation sits behind a menu button on a phone'),
    async ({ page }) => {
      await signIn(page);
      await page.goto('/admin/services');
      if (test.info().project.name.endsWith('phone'))
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Navigation de l’administration' });
      for (const label of [
        'Tableau de bord',
        'Services',
        'Portfolio',
        'Blog',
        'Solutions',
        'Clients',
        'Équipe',
        'Carrières',
        'Messages',
        'Témoignages',
        'Newsletter',
        'Utilisateurs',
        'Paramètres',
        'File d’envoi des emails',
        'Sauvegardes',
        'Export et import du contenu',
        'Données personnelles',
        'Durées de conservation',
        'Journal d’audit',
      ]) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('current-user')).toHaveText('Administrateur');
      await expect(page.getByTestId('current-role')).toHaveText('Administrateur');
      await expectNoAxeViolations(page);
    },
  );

  test(
    'an editor sees the content sections only',
    atBothSizes('the navigation sits behind a menu button on a phone'),
    async ({ page }) => {
      const editor = await createStaff(page.request, 'editor');
      await signIn(page, editor);
      await page.goto('/admin/services');
      if (test.info().project.name.endsWith('phone'))
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Navigation de l’administration' });
      await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
      for (const hidden of [
        'Utilisateurs',
        'Paramètres',
        'File d’envoi des emails',
        'Sauvegardes',
        'Export et import du contenu',
        'Données personnelles',
        'Durées de conservation',
        'Journal d’audit',
      ]) {
        await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
      }
      await expect(page.getByTestId('current-user')).toHaveText(editor.name);
      await expect(page.getByTestId('current-role')).toHaveText('Éditeur');
    },
  );
});

test.describe('admin menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the phone menu opens, closes on Escape and on a link', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/services');
    const nav = page.getByRole('navigation', { name: 'Navigation de l’administration' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/admin\/portfolio$/);
    await expect(nav).toBeHidden();
  });
});

test.describe('admin language', () => {
  test(
    'the admin speaks English on request',
    atBothSizes('the navigation sits behind a menu button on a phone'),
    async ({ page }) => {
      await signIn(page);
      await page.goto('/admin/services?lang=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'New service' })).toBeVisible();
      if (test.info().project.name.endsWith('phone')) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible();
      await expect(page.getByText('Tableau de bord')).toHaveCount(0);
    },
  );
});
