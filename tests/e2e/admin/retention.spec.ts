import type { Retention } from '#contract/schemas/privacy.ts';
import { adminApi, signIn } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { expect, test } from '../support/own-site.ts';

// The retention periods are one record for the whole site: these tests run on a site of their
// worker's own, and each puts the period back for the next.

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    heading: 'Durées de conservation',
    field: 'Durée de conservation, en mois',
    fixed: [
      'Candidatures et leurs CV\u00a0: effacées 3 ans après leur envoi.',
      'Inscriptions à la lettre d’information jamais confirmées\u00a0: effacées après 30 jours.',
    ],
    range: 'Entrez un nombre de mois entre 1 et 120',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées',
  },
  en: {
    locale: 'en-US',
    heading: 'Data retention',
    field: 'Kept for, in months',
    fixed: [
      'Job applications and their CVs: erased 3 years after they were sent.',
      'Newsletter subscriptions never confirmed: erased after 30 days.',
    ],
    range: 'Enter a number of months from 1 to 120',
    save: 'Save',
    saved: 'Changes saved',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test.describe(`${lang} browser`, () => {
    test.use({ locale: texts.locale });

    test(`${lang}: an admin reads what the site erases by itself and sets how long messages are kept`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await signIn(page);
      try {
        await page.goto('/admin/retention');
        await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
        const field = page.getByRole('spinbutton', { name: texts.field });
        await expect(field).toHaveValue('24');
        for (const line of texts.fixed) await expect(page.getByText(line, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);

        // Out of range: said in the admin's language, nothing sent.
        await field.fill('0');
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(page.getByText(texts.range).first()).toBeVisible();

        await field.fill('36');
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.saved)).toBeVisible();
        expect((await adminApi<Retention>(page.request, 'GET', '/admin/retention')).messages_months).toBe(36);
        await page.reload();
        await expect(page.getByRole('spinbutton', { name: texts.field })).toHaveValue('36');
      } finally {
        await adminApi(page.request, 'PUT', '/admin/retention', { messages_months: 24 });
      }
      expect(errors).toEqual([]);
    });
  });
}
