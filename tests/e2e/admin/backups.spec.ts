import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { AdminBackupRun } from '#contract/schemas/backups.ts';
import { signIn } from '../support/admin-session.ts';
import { openAdminNavigation, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { atBothSizes } from '../support/sizes.ts';

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    heading: 'Sauvegardes',
    title: 'Sauvegardes · Administration Weltaare',
    run: 'Sauvegarder maintenant',
    done: 'Sauvegarde enregistrée',
    columns: ['Date', 'Origine', 'Taille', 'État', 'Actions'],
    trigger: 'Demandée',
    written: 'Enregistrée',
    size: /^\d+\sko$/,
    download: /^Télécharger la sauvegarde du /,
  },
  en: {
    locale: 'en-US',
    heading: 'Backups',
    title: 'Backups · Weltaare admin',
    run: 'Back up now',
    done: 'Backup written',
    columns: ['Date', 'Made', 'Size', 'Status', 'Actions'],
    trigger: 'On request',
    written: 'Written',
    size: /^\d+\skB$/,
    download: /^Download the backup of /,
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test.describe(`${lang} browser`, () => {
    test.use({ locale: texts.locale });

    test(
      `${lang}: an admin backs the site up now and downloads the archive`,
      atBothSizes('the backups are a table on a desktop and a list of cards on a phone'),
      async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await signIn(page);
        await page.goto('/admin/backups');
        await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
        await expect(page).toHaveTitle(texts.title);
        await expect(
          (await openAdminNavigation(page)).getByRole('link', { name: texts.heading, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await page.keyboard.press('Escape');

        const made = page.waitForResponse(
          (response) => response.url().endsWith('/api/admin/backups') && response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: texts.run }).click();
        const backup = ((await (await made).json()) as { data: AdminBackupRun }).data;
        await expect(toast(page, texts.done)).toBeVisible();
        // Closed at once: on a phone the notice lies over the list's buttons while it is up.
        const notice = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
        await notice.filter({ hasText: texts.done }).getByRole('button').click();
        await expect(notice.filter({ hasText: texts.done })).toHaveCount(0);

        const wide = page.viewportSize()!.width >= 768;
        await expect(page.getByRole('columnheader')).toHaveText(wide ? texts.columns : [texts.columns[0]]);
        const row = page.getByRole('row').filter({ hasText: backup.file_name! });
        await expect(row).toHaveCount(1);
        await expect(row.getByText(texts.written, { exact: true })).toBeVisible();
        await expect(row.getByText(texts.trigger, { exact: !wide ? false : true })).toBeVisible();
        if (wide) await expect(row.getByRole('cell').nth(2)).toHaveText(texts.size);
        await expectNoAxeViolations(page);

        const download = page.waitForEvent('download');
        await row.getByRole('button', { name: texts.download }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(backup.file_name);
        expect(statSync(await file.path()).size).toBe(backup.bytes);
        expect(errors).toEqual([]);
      },
    );
  });
}
