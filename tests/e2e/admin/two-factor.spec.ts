import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '#server/lib/totp.ts';
import {
  adminApi,
  apiLogin,
  apiWithToken,
  createStaff,
  signIn,
  type StaffCredentials,
} from '../support/admin-session.ts';
import { openAdminNavigation, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';

/**
 * Two-factor login (ADR 0023), each test on staff accounts of its own: the shared e2e admin keeps
 * signing in with its password alone, and "required for everyone" is never turned on here (parallel
 * specs share the server; the API tests prove the requirement).
 */

const TEXTS = {
  fr: {
    section: 'Double authentification',
    start: 'Activer la double authentification',
    qr: 'QR code de la double authentification Weltaare, à scanner avec votre application',
    code: 'Code à 6 chiffres',
    confirm: 'Confirmer et activer',
    codes: 'Codes de récupération',
    kept: 'J’ai conservé mes codes',
    on: 'Activée',
    left: (count: number) => `Codes de récupération restants : ${count} sur 10.`,
    logout: 'Se déconnecter',
    email: 'Email',
    password: 'Mot de passe',
    login: 'Se connecter',
    step: 'Vérification en deux étapes',
    appCode: 'Code de l’application',
    useRecovery: 'Utiliser un code de récupération',
    recoveryCode: 'Code de récupération',
    verify: 'Vérifier',
    wrong: 'Code incorrect ou déjà utilisé',
    dashboard: 'Tableau de bord',
  },
  en: {
    section: 'Two-factor login',
    start: 'Turn on two-factor login',
    qr: 'Weltaare two-factor login QR code, to scan with your app',
    code: '6-digit code',
    confirm: 'Confirm and turn on',
    codes: 'Recovery codes',
    kept: 'I have kept my codes',
    on: 'On',
    left: (count: number) => `Recovery codes left: ${count} of 10.`,
    logout: 'Log out',
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    step: 'Two-step verification',
    appCode: 'App code',
    useRecovery: 'Use a recovery code',
    recoveryCode: 'Recovery code',
    verify: 'Verify',
    wrong: 'Wrong or already used code',
    dashboard: 'Dashboard',
  },
} as const;

type Language = keyof typeof TEXTS;

/** The code an authenticator app shows `stepsAhead` 30-second steps from now (the server accepts ±1 step). */
const appCode = (secret: string, stepsAhead = 0) => totpCode(secret, new Date(Date.now() + stepsAhead * 30_000));

/** With E2E_SCREENSHOTS_DIR set, keeps a picture of the screen for the docs. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const device = (page.viewportSize()?.width ?? 0) >= 768 ? 'desktop' : 'phone';
  await page.screenshot({ path: path.join(dir, `${name}-${device}.png`), fullPage: true });
}

/** Email and password on the login page, which then asks for the second step. */
async function passwordStep(page: Page, language: Language, staff: StaffCredentials) {
  const text = TEXTS[language];
  await page.goto(`/admin/login${language === 'en' ? '?lang=en' : ''}`);
  await page.getByLabel(text.email).fill(staff.email);
  await page.getByLabel(text.password).fill(staff.password);
  await page.getByRole('button', { name: text.login }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.step })).toBeVisible();
}

async function logOut(page: Page, language: Language) {
  // On a phone the button sits in the menu.
  await openAdminNavigation(page);
  await page.getByRole('button', { name: TEXTS[language].logout }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

for (const language of ['fr', 'en'] as const) {
  const text = TEXTS[language];
  const query = language === 'en' ? '?lang=en' : '';

  test.describe(`two-factor login (${language})`, () => {
    test('set up from the profile; signs in with an app code, then a recovery code that then stops working', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const staff = await createStaff(page.request, 'editor');
      await signIn(page, staff);
      await page.goto(`/admin/profile${query}`);

      const section = page.getByRole('region', { name: text.section });
      await section.getByRole('button', { name: text.start }).click();
      await expect(section.getByRole('img', { name: text.qr })).toBeVisible();
      const secret = (await section.getByRole('code').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `profile-2fa-setup-${language}`);

      await section.getByLabel(text.code).fill(appCode(secret));
      await section.getByRole('button', { name: text.confirm }).click();
      const list = section.getByRole('list', { name: text.codes });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      await expectNoAxeViolations(page);
      await section.getByRole('button', { name: text.kept }).click();
      await expect(list).toBeHidden();
      await expect(section.getByText(text.on, { exact: true })).toBeVisible();
      await expect(section.getByText(text.left(10), { exact: false })).toBeVisible();

      // The password alone no longer opens a session: the second step asks for the app's code.
      await logOut(page, language);
      await passwordStep(page, language, staff);
      const codeField = page.getByLabel(text.appCode);
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(codeField).toHaveAttribute('inputmode', 'numeric');
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `login-2fa-step-${language}`);
      // The code that turned it on was spent: the next one signs in.
      await codeField.fill(appCode(secret, 1));
      await page.getByRole('button', { name: text.verify }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();

      // A recovery code, once.
      await logOut(page, language);
      await passwordStep(page, language, staff);
      await page.getByRole('button', { name: text.useRecovery }).click();
      const recoveryField = page.getByLabel(text.recoveryCode);
      await expect(recoveryField).toHaveAttribute('inputmode', 'text');
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `login-2fa-recovery-${language}`);
      await recoveryField.fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: text.verify }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();

      await logOut(page, language);
      await passwordStep(page, language, staff);
      await page.getByRole('button', { name: text.useRecovery }).click();
      await page.getByLabel(text.recoveryCode).fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: text.verify }).click();
      await expect(page.getByRole('alert')).toContainText(text.wrong);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      // Another one still works (and forgives the failed attempt, as a right password does).
      await page.getByLabel(text.recoveryCode).fill(recoveryCodes[1] ?? '');
      await page.getByRole('button', { name: text.verify }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();
      await page.goto(`/admin/profile${query}`);
      await expect(page.getByRole('region', { name: text.section })).toContainText(text.left(8));
      // The browser logs the refused code's 401 itself; nothing else may fail.
      expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    });
  });
}

test.describe('an admin and two-factor login', () => {
  test('resets it for a staff member who lost their phone: their sessions end, the password alone lets them in', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const staff = await createStaff(page.request, 'editor');
    const staffToken = await apiLogin(page.request, staff);
    const { secret } = await apiWithToken<{ secret: string }>(page.request, staffToken, 'POST', '/auth/2fa/setup');
    await apiWithToken(page.request, staffToken, 'POST', '/auth/2fa/enable', { code: appCode(secret) });

    await signIn(page);
    // Other tests add accounts too: the search keeps this one on the screen.
    await page.goto(`/admin/users?search=${encodeURIComponent(staff.email)}`);
    // The rule for everyone waits until the admin's own account uses two-factor login (the shared admin never does here).
    const policy = page.getByRole('region', { name: 'Double authentification' });
    await expect(
      policy.getByRole('switch', { name: 'Exiger la double authentification pour tous les comptes' }),
    ).toBeDisabled();
    await expect(policy).toContainText('Activez-la d’abord sur votre propre compte, dans Mon profil.');

    const row = page.getByRole('row').filter({ hasText: staff.email });
    await expect(row.getByText('Double authentification', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: `Réinitialiser la double authentification de ${staff.name}` }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Réinitialiser la double authentification de ${staff.name} ?`,
    });
    await expect(dialog).toContainText('perdu son téléphone');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(toast(page, `Double authentification de ${staff.name} réinitialisée`)).toBeVisible();
    await expect(row.getByText('Double authentification', { exact: true })).toBeHidden();

    const ended = await page.request.get('/api/auth/2fa', { headers: { Authorization: `Bearer ${staffToken}` } });
    expect(ended.status()).toBe(401);
    await apiLogin(page.request, staff);
    const audit = await adminApi<{ action: string; entity_id: string }[]>(
      page.request,
      'GET',
      '/admin/audit-log?action=reset-two-factor&entity_type=user',
    );
    expect(audit.some((entry) => entry.entity_id === String(staff.id))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the same screen in English', async ({ page }) => {
    const staff = await createStaff(page.request, 'editor');
    const staffToken = await apiLogin(page.request, staff);
    const { secret } = await apiWithToken<{ secret: string }>(page.request, staffToken, 'POST', '/auth/2fa/setup');
    await apiWithToken(page.request, staffToken, 'POST', '/auth/2fa/enable', { code: appCode(secret) });

    await signIn(page);
    await page.goto(`/admin/users?lang=en&search=${encodeURIComponent(staff.email)}`);
    const policy = page.getByRole('region', { name: 'Two-factor login' });
    await expect(policy.getByRole('switch', { name: 'Require two-factor login for every account' })).toBeDisabled();
    await expect(policy).toContainText('Turn it on for your own account first, in My profile.');
    const row = page.getByRole('row').filter({ hasText: staff.email });
    await row.getByRole('button', { name: `Reset the two-factor login of ${staff.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reset the two-factor login of ${staff.name}?` });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page, `Two-factor login of ${staff.name} reset`)).toBeVisible();
    const ended = await page.request.get('/api/auth/2fa', { headers: { Authorization: `Bearer ${staffToken}` } });
    expect(ended.status()).toBe(401);
  });
});
