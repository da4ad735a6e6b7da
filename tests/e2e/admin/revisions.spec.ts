import { expect, type Page, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl, localizedGroup } from '../support/content-kind-cases.ts';

const TEXTS = {
  fr: {
    history: 'Historique des versions',
    name: 'Nom',
    save: 'Enregistrer',
    saved: (name: string) => `« ${name} » enregistré`,
    current: 'version actuelle',
    changedName: 'Modifié : Nom',
    compare: 'Comparer à la version actuelle',
    hide: 'Masquer la comparaison',
    comparison: /^Version du .+ comparée à la version actuelle$/,
    frenchLine: 'Nom (français)',
    thisVersion: 'Cette version',
    currentVersion: 'Version actuelle',
    restore: 'Restaurer cette version',
    restoreTitle: /^Restaurer la version du .+ \?$/,
    restored: /^Version du .+ restaurée$/,
    restoreLine: /Restauration de la version du /,
    auditLog: '/admin/audit-log',
    fields: 'Champs : Nom',
    openRevision: /^Voir la version \d+$/,
    action: 'Restauration d’une version',
    number: 'n°',
  },
  en: {
    history: 'Version history',
    name: 'Name',
    save: 'Save',
    saved: (name: string) => `“${name}” saved`,
    current: 'current version',
    changedName: 'Changed: Name',
    compare: 'Compare with the current version',
    hide: 'Hide the comparison',
    comparison: /^Version of .+ compared with the current version$/,
    frenchLine: 'Name (French)',
    thisVersion: 'This version',
    currentVersion: 'Current version',
    restore: 'Restore this version',
    restoreTitle: /^Restore the version of .+\?$/,
    restored: /^Version of .+ restored$/,
    restoreLine: /Restore of the version of /,
    auditLog: '/admin/audit-log',
    fields: 'Fields: Name',
    openRevision: /^See version \d+$/,
    action: 'Version restored',
    number: 'no\\.',
  },
} as const;

const historyOf = (page: Page, language: Language) => page.getByRole('region', { name: TEXTS[language].history });

for (const language of ['fr', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: an editor compares a solution's earlier version with the current one and restores it`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const original = uniqueName('Caisse mobile');
    const { id } = await adminApi<{ id: number }>(page.request, 'POST', '/admin/solutions', {
      name: { fr: original, en: 'Mobile till' },
      summary: { fr: 'Une caisse sur téléphone.', en: 'A till on a phone.' },
      body: { fr: '<p>Encaissez partout.</p>', en: '<p>Take payments anywhere.</p>' },
      active: true,
    });
    await signIn(page);
    await page.goto(adminUrl(`/admin/solutions/edit/${id}`, language));

    const history = historyOf(page, language);
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByText(text.current, { exact: true })).toBeVisible();
    await expect(history.getByText(language === 'fr' ? 'par Administrateur' : 'by Administrateur')).toBeVisible();

    const frenchName = localizedGroup(page, text.name, language).getByRole('textbox').first();
    await frenchName.fill(`${original} v2`);
    await page.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.saved(`${original} v2`))).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(text.changedName);

    const earlier = history.getByRole('listitem').nth(1);
    await earlier.getByRole('button', { name: text.compare }).click();
    await expect(earlier.getByRole('button', { name: text.hide })).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/[?&]revision=\d+/);
    await expect(earlier.getByRole('heading', { level: 3, name: text.comparison })).toBeVisible();
    const line = earlier.getByRole('listitem').filter({ hasText: text.frenchLine });
    await expect(line).toHaveCount(1);
    await expect(line.getByText(text.thisVersion).locator('..')).toContainText(original);
    await expect(line.getByText(text.currentVersion).locator('..')).toContainText(`${original} v2`);
    await expectNoAxeViolations(page);

    await earlier.getByRole('button', { name: text.restore }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: text.restoreTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: text.restore }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(text.restored)).toBeVisible();
    await expect(frenchName).toHaveValue(original);
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText(text.restoreLine);
    await expect(page).not.toHaveURL(/revision=/);
    const stored = await adminApi<{ name: { fr: string } }>(page.request, 'GET', `/admin/solutions/${id}`);
    expect(stored.name.fr).toBe(original);

    // The audit log names the changed field and opens the restore's revision in the form.
    await page.goto(adminUrl(text.auditLog, language, { entity_type: 'solution', action: 'restore' }));
    const row = page.getByRole('row').filter({ hasText: new RegExp(`Solution ${text.number} ${id}(?!\\d)`) });
    await expect(row.getByText(text.action, { exact: true })).toBeVisible();
    await expect(row.getByText(text.fields)).toBeVisible();
    await row.getByRole('link', { name: text.openRevision }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/solutions/edit/${id}\\?(?:lang=en&)?revision=\\d+`));
    await expect(historyOf(page, language)).toBeInViewport();
    expect(errors).toEqual([]);
  });
}
