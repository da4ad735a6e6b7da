import { expect, type Page, test } from '@playwright/test';
import type { AdminOutboxMail, AdminOutboxMailDetail } from '#contract/schemas/mail-outbox.ts';
import type { AdminSubscriber } from '#contract/schemas/newsletter.ts';
import { apiLogin, apiWithToken, uniqueName } from './support/admin-session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

const TEXTS = {
  fr: {
    home: '/',
    label: 'Votre adresse email',
    submit: 'S’inscrire',
    checkInbox: 'Merci ! Vérifiez votre boîte mail : suivez le lien reçu pour confirmer votre inscription.',
    confirmPath: '/newsletter/confirm',
    confirm: 'Confirmer votre inscription',
    confirmButton: 'Confirmer',
    confirmed: 'Inscription confirmée',
    invalid: 'Lien non valide',
    refusal: 'Ce lien n’est pas valide : il a peut-être été modifié ou copié incomplètement',
  },
  en: {
    home: '/en',
    label: 'Your email address',
    submit: 'Subscribe',
    checkInbox: 'Thank you! Check your inbox: follow the link we sent to confirm your subscription.',
    confirmPath: '/en/newsletter/confirm',
    confirm: 'Confirm your subscription',
    confirmButton: 'Confirm',
    confirmed: 'Subscription confirmed',
    invalid: 'Invalid link',
    refusal: 'This link is not valid: it may have been altered or copied incompletely',
  },
} as const;

const uniqueEmail = (prefix: string) => `${uniqueName(prefix).replace(' ', '-')}@example.com`.toLowerCase();

/** The confirmation link of the mail queued for this address, read through the admin's outbox. */
async function confirmationLinkFor(page: Page, token: string, email: string): Promise<URL> {
  let mails: AdminOutboxMail[] = [];
  await expect
    .poll(async () => {
      mails = await apiWithToken<AdminOutboxMail[]>(
        page.request,
        token,
        'GET',
        `/admin/mail-outbox?search=${encodeURIComponent(email)}`,
      );
      return mails.filter((mail) => mail.kind === 'newsletter-confirmation').length;
    })
    .toBe(1);
  const mail = mails.find((each) => each.kind === 'newsletter-confirmation')!;
  const detail = await apiWithToken<AdminOutboxMailDetail>(page.request, token, 'GET', `/admin/mail-outbox/${mail.id}`);
  const line = detail.text.split('\n').find((each) => each.includes('/newsletter/confirm?'));
  expect(line, detail.text).toBeDefined();
  return new URL(line!.trim());
}

async function subscriberState(page: Page, token: string, email: string) {
  const rows = await apiWithToken<AdminSubscriber[]>(
    page.request,
    token,
    'GET',
    `/admin/newsletter?search=${encodeURIComponent(email)}`,
  );
  return rows.map((row) => row.status);
}

for (const language of ['fr', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: subscribing from the footer mails a link whose page confirms the subscription with a button`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const token = await apiLogin(page.request);
    const email = uniqueEmail(`confirm-${language}`);
    await visit(page, text.home);
    // The footer form is an island: typed into before it runs, the address would be lost.
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: text.label }).fill(email);
    await footer.getByRole('button', { name: text.submit }).click();
    await expect(footer.getByRole('status').filter({ hasText: text.checkInbox })).toBeVisible();
    // The address is registered just after the answer (so that the answer's delay says nothing).
    await expect.poll(() => subscriberState(page, token, email)).toEqual(['pending']);

    const link = await confirmationLinkFor(page, token, email);
    expect(link.pathname).toBe(text.confirmPath);
    // Opening the link, as a mail scanner does too, only asks.
    await visit(page, `${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: text.confirm })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoAxeViolations(page);
    expect(await subscriberState(page, token, email)).toEqual(['pending']);

    const confirmed = page.waitForResponse(
      (response) => response.url().includes(text.confirmPath) && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: text.confirmButton, exact: true }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: text.confirmButton, exact: true })).toHaveCount(0);
    expect(await subscriberState(page, token, email)).toEqual(['confirmed']);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(`${language}: a forged or altered confirmation link is refused with a clear page`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const token = await apiLogin(page.request);
    const email = uniqueEmail(`forge-${language}`);
    const subscribed = await page.request.post(`/api/newsletter?lang=${language}`, { data: { email } });
    expect(subscribed.status()).toBe(200);
    const genuine = await confirmationLinkFor(page, token, email);
    const signature = genuine.searchParams.get('token') ?? '';
    const altered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;

    const response = await visit(
      page,
      `${text.confirmPath}?${new URLSearchParams({ email, token: altered }).toString()}`,
    );
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text.invalid })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: text.refusal })).toBeVisible();
    await expectNoAxeViolations(page);

    // The genuine link for another address does not confirm this one either.
    const borrowed = await visit(
      page,
      `${text.confirmPath}?${new URLSearchParams({ email: uniqueEmail('other'), token: signature }).toString()}`,
    );
    expect(borrowed?.status()).toBe(404);
    expect(await subscriberState(page, token, email)).toEqual(['pending']);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
}
