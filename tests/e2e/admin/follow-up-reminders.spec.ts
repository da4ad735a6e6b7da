import { expect, test } from '@playwright/test';
import type { AdminMessage } from '#contract/schemas/message.ts';
import { adminApi, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { detailOf, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { atBothSizes } from '../support/sizes.ts';

/*
 * The e2e servers send the day's reminders from midnight (support/e2e-server-env.mjs): a lead given
 * to someone for today reminds them at once, whatever the hour of the run.
 */
const TEXTS = {
  fr: {
    query: '',
    followUp: 'Suivi',
    assignee: 'Responsable',
    date: 'Date de relance',
    save: 'Enregistrer le suivi',
    saved: 'Suivi enregistré',
    search: 'Rechercher',
    open: (subject: string) => `Ouvrir « ${subject} »`,
    kind: ['Type', 'Relances du jour'],
    recipient: 'Destinataire',
  },
  en: {
    query: '?lang=en',
    followUp: 'Follow-up',
    assignee: 'Assignee',
    date: 'Follow-up date',
    save: 'Save the follow-up',
    saved: 'Follow-up saved',
    search: 'Search',
    open: (subject: string) => `Open “${subject}”`,
    kind: ['Type', 'Today’s follow-ups'],
    recipient: 'Recipient',
  },
} as const;

/** The reminder is in its recipient's language, whatever the screen of whoever gave them the lead. */
const REMINDER = {
  fr: { subject: 'Relance du jour\u00a0: 1 demande à suivre', due: 'À relancer aujourd’hui\u00a0:' },
  en: { subject: 'Today’s follow-up: 1 lead', due: 'To follow up today:' },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];
  const theirs = lang === 'fr' ? 'en' : 'fr';

  test(
    `${lang}: a lead given to a colleague for today reminds them by mail, in their language, with its link`,
    atBothSizes('the outbox is a table on a desktop and a list of cards on a phone'),
    async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const colleague = await createStaff(page.request, 'editor');
      // Their last sign-in was in the other language: the reminder speaks it.
      const login = await page.request.post('/api/auth/login', {
        data: { email: colleague.email, password: colleague.password },
        headers: { 'accept-language': theirs },
      });
      expect(login.status()).toBe(200);
      const name = uniqueName('Aïssatou Relance');
      const lead = await adminApi<AdminMessage>(page.request, 'POST', '/admin/messages', {
        name,
        email: `relance-${name.split(' ').at(-1)}@example.com`,
        message: 'Rappelez-moi pour le site de ma boutique.',
        source: 'contact_form',
        language: lang,
      });

      await signIn(page);
      await page.goto(`/admin/messages?message=${lead.id}${texts.query.replace('?', '&')}`);
      const followUp = page.getByRole('region', { name: texts.followUp });
      await followUp.getByLabel(texts.assignee).selectOption(colleague.name);
      await followUp.getByLabel(texts.date).fill(new Date().toISOString().slice(0, 10));
      await followUp.getByRole('button', { name: texts.save }).click();
      await expect(toast(page, texts.saved)).toBeVisible();

      // The reminder leaves right after the change: the outbox lists it for the colleague.
      const reminder = REMINDER[theirs];
      const open = page.getByRole('link', { name: texts.open(reminder.subject) });
      await expect(async () => {
        await page.goto(
          `/admin/mail-outbox?search=${encodeURIComponent(colleague.email)}${texts.query.replace('?', '&')}`,
        );
        await expect(open).toBeVisible({ timeout: 2000 });
      }).toPass();
      await expect(page.getByLabel(texts.search)).toHaveValue(colleague.email);
      await open.click();
      await expect(page.getByRole('heading', { level: 1, name: reminder.subject })).toBeVisible();
      await expect(detailOf(page, texts.recipient)).toHaveText(colleague.email);
      await expect(detailOf(page, texts.kind[0])).toHaveText(texts.kind[1]);
      const content = page.getByRole('article');
      await expect(content).toContainText(reminder.due);
      await expect(content).toContainText(name);
      await expect(content).toContainText(`/admin/messages?message=${lead.id}${theirs === 'en' ? '&lang=en' : ''}`);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    },
  );
}
