import { expect, type Page, test } from '@playwright/test';
import type { AdminOutboxMail, AdminOutboxMailDetail } from '#contract/schemas/mail-outbox.ts';
import { apiLogin, apiWithToken, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { E2E_ADMIN } from '../support/server-settings.ts';
import { visit } from '../support/language.ts';

const TEXTS = {
  fr: {
    query: '',
    listTitle: 'Newsletters envoyées',
    write: 'Écrire une newsletter',
    subject: /^Objet/,
    bodyFrench: 'Contenu · Français',
    bodyEnglish: 'Contenu · Anglais',
    french: /^Français/,
    english: /^Anglais/,
    save: 'Enregistrer le brouillon',
    created: 'Brouillon créé',
    previewLanguage: 'Anglais',
    showPreview: 'Afficher l’aperçu',
    frame: (subject: string) => `Aperçu de l’email « ${subject} »`,
    test: 'M’envoyer un test',
    tested: 'Un email de test part vers votre adresse',
    send: 'Envoyer aux abonnés',
    confirmTitle: (subject: string) => `Envoyer « ${subject} » ?`,
    confirm: 'Envoyer',
    started: 'Envoi de la newsletter commencé',
    sent: 'Envoyée',
    progress: 'Progression de l’envoi',
  },
  en: {
    query: '?lang=en',
    listTitle: 'Newsletters sent',
    write: 'Write a newsletter',
    subject: /^Subject/,
    bodyFrench: 'Content · French',
    bodyEnglish: 'Content · English',
    french: /^French/,
    english: /^English/,
    save: 'Save draft',
    created: 'Draft created',
    previewLanguage: 'French',
    showPreview: 'Show preview',
    frame: (subject: string) => `Preview of the mail “${subject}”`,
    test: 'Send me a test',
    tested: 'A test mail is on its way to your address',
    send: 'Send to subscribers',
    confirmTitle: (subject: string) => `Send “${subject}”?`,
    confirm: 'Send',
    started: 'Newsletter sending started',
    sent: 'Sent',
    progress: 'Sending progress',
  },
} as const;

const uniqueEmail = (prefix: string) => `${uniqueName(prefix).replace(' ', '-')}@example.com`.toLowerCase();

async function outboxMails(page: Page, token: string, search: string) {
  return apiWithToken<AdminOutboxMail[]>(
    page.request,
    token,
    'GET',
    `/admin/mail-outbox?per_page=100&search=${encodeURIComponent(search)}`,
  );
}

/** A subscriber of this language who followed the link of their confirmation mail. */
async function confirmedSubscriber(page: Page, token: string, language: 'fr' | 'en') {
  const email = uniqueEmail(`lecteur-${language}`);
  expect((await page.request.post(`/api/newsletter?lang=${language}`, { data: { email } })).status()).toBe(200);
  // The address is registered, and its mail queued, just after the answer.
  let mail: AdminOutboxMail | undefined;
  await expect
    .poll(async () => {
      [mail] = await outboxMails(page, token, email);
      return mail?.kind;
    })
    .toBe('newsletter-confirmation');
  const detail = await apiWithToken<AdminOutboxMailDetail>(
    page.request,
    token,
    'GET',
    `/admin/mail-outbox/${mail!.id}`,
  );
  const link = new URL(
    detail.text
      .split('\n')
      .find((line) => line.includes('/newsletter/confirm?'))!
      .trim(),
  );
  const confirmed = await page.request.post('/api/newsletter/confirm', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(confirmed.status()).toBe(200);
  return email;
}

for (const language of ['fr', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: staff write, preview, test and send a newsletter to the confirmed subscribers`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const token = await apiLogin(page.request);
    const reader = await confirmedSubscriber(page, token, language);
    const subject = { fr: uniqueName('Nouvelles de Weltaare'), en: uniqueName('Weltaare news') };

    await signIn(page);
    await page.goto(`/admin/newsletter/issues${text.query}`);
    await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: text.write }).click();

    const subjectGroup = page.getByRole('group', { name: text.subject });
    await subjectGroup.getByRole('textbox', { name: text.french }).fill(subject.fr);
    await subjectGroup.getByRole('textbox', { name: text.english }).fill(subject.en);
    await page.getByRole('textbox', { name: text.bodyFrench }).fill('Bonjour, voici nos nouvelles du mois.');
    await page.getByRole('textbox', { name: text.bodyEnglish }).fill('Hello, here is our news of the month.');
    await page.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.created)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/\d+/);
    await expect(
      page.getByRole('heading', { level: 1, name: language === 'fr' ? subject.fr : subject.en }),
    ).toBeVisible();

    // The other language's mail, as its subscribers will get it, with its unsubscribe link.
    await page.getByRole('radio', { name: text.previewLanguage }).check();
    await page.getByRole('button', { name: text.showPreview }).click();
    const otherSubject = language === 'fr' ? subject.en : subject.fr;
    const frame = page.frameLocator(`iframe[title="${text.frame(otherSubject)}"]`);
    await expect(
      frame.getByText(language === 'fr' ? 'Hello, here is our news' : 'Bonjour, voici nos nouvelles'),
    ).toBeVisible();
    await expect(frame.getByRole('link', { name: language === 'fr' ? 'Unsubscribe' : 'Se désinscrire' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.test }).click();
    await expect(toast(page, text.tested)).toBeVisible();
    const tests = (await outboxMails(page, token, subject.fr)).filter((mail) => mail.kind === 'newsletter-test');
    expect(tests.map((mail) => [mail.to, mail.subject])).toEqual([[E2E_ADMIN.email, `[Test] ${subject.fr}`]]);
    expect((await outboxMails(page, token, subject.en)).map((mail) => mail.subject)).toEqual([`[Test] ${subject.en}`]);
    // Other tests send newsletters to every confirmed subscriber meanwhile: only this one's subject counts.
    const readerSubject = language === 'fr' ? subject.fr : subject.en;
    const thisNewsletterTo = async (email: string) =>
      (await outboxMails(page, token, email)).filter(
        (mail) => mail.kind === 'newsletter' && mail.subject === readerSubject,
      );
    expect(await thisNewsletterTo(reader)).toEqual([]);

    await page.getByRole('button', { name: text.send }).click();
    const dialog = page.getByRole('alertdialog', {
      name: text.confirmTitle(language === 'fr' ? subject.fr : subject.en),
    });
    await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(toast(page, text.started)).toBeVisible();
    const progress = page.getByRole('progressbar', { name: text.progress });
    await expect(progress).toBeVisible();
    await expect(page.getByText(text.sent, { exact: true })).toBeVisible({ timeout: 60_000 });
    const total = await progress.getAttribute('aria-valuemax');
    expect(Number(total)).toBeGreaterThanOrEqual(1);
    await expect(progress).toHaveAttribute('aria-valuenow', total!);
    await expectNoAxeViolations(page);

    // The subscriber got it once, in their language.
    expect((await thisNewsletterTo(reader)).map((mail) => mail.subject)).toEqual([readerSubject]);
    // signIn's init script also runs in the preview's empty sandbox, where storage is refused: not the app's error.
    expect(errors.filter((error) => !error.includes('The document is sandboxed'))).toEqual([]);
  });
}

test('the unsubscribe link of a newsletter leads to a page that unsubscribes with one button', async ({ page }) => {
  const token = await apiLogin(page.request);
  const reader = await confirmedSubscriber(page, token, 'en');
  const issue = await apiWithToken<{ id: number }>(page.request, token, 'POST', '/admin/newsletter/issues', {
    subject: { fr: uniqueName('Désinscription'), en: uniqueName('Unsubscribe') },
    body: { fr: '<p>Bonjour</p>', en: '<p>Hello</p>' },
  });
  await apiWithToken(page.request, token, 'POST', `/admin/newsletter/issues/${issue.id}/send`);
  let mail: AdminOutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = (await outboxMails(page, token, reader)).find((each) => each.kind === 'newsletter');
      return mail !== undefined;
    })
    .toBe(true);
  const detail = await apiWithToken<AdminOutboxMailDetail>(
    page.request,
    token,
    'GET',
    `/admin/mail-outbox/${mail!.id}`,
  );
  const link = new URL(/To unsubscribe: (\S+)/.exec(detail.text)![1]!);
  expect(link.pathname).toBe('/en/newsletter/unsubscribe');

  await visit(page, `${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe me' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText(reader)).toBeVisible();
  await expectNoAxeViolations(page);
});
