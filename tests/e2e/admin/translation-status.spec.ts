import { expect, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, englishGuard, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { ADMIN_TEXTS, adminUrl, frenchEditor, localizedGroup } from '../support/content-kind-cases.ts';

const TEXTS = {
  fr: {
    newItem: 'Nouvelle solution',
    name: 'Nom',
    summary: 'Résumé',
    body: 'Description détaillée',
    allMissing: 'Anglais : 3 champ(s) sur 3 à traduire',
    twoMissing: 'Anglais : 2 champ(s) sur 3 à traduire',
    save: 'Enregistrer',
    created: (name: string) => `« ${name} » créé`,
    guardTitle: 'Mettre en ligne sans l’anglais complet ?',
    guardText: 'Les visiteurs anglophones verront le texte français pour : Résumé, Description détaillée.',
    confirm: 'Mettre en ligne quand même',
    cancel: 'Annuler',
    toggle: (name: string) => `Active : ${name}`,
    updated: (name: string) => `« ${name} » mis à jour`,
    dashboard: 'Traductions à compléter',
    dashboardLine: 'Solutions · anglais manquant : Résumé, Description détaillée',
  },
  en: {
    newItem: 'New solution',
    name: 'Name',
    summary: 'Summary',
    body: 'Detailed description',
    allMissing: 'English: 3 of 3 field(s) to translate',
    twoMissing: 'English: 2 of 3 field(s) to translate',
    save: 'Save',
    // The French name, even on the English screen.
    created: (name: string) => `“${name}” created`,
    guardTitle: 'Put online without complete English?',
    guardText: 'English visitors will see the French text for: Summary, Detailed description.',
    confirm: 'Put online anyway',
    cancel: 'Cancel',
    toggle: (name: string) => `Active: ${name}`,
    updated: (name: string) => `“${name}” updated`,
    dashboard: 'Translations to complete',
    dashboardLine: 'Solutions · English missing: Summary, Detailed description',
  },
} as const;

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];
  const admin = ADMIN_TEXTS[language];

  test(`${language}: the form counts what lacks English and asks before putting it online; the list and the dashboard show it`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Caisse du marché');
    await signIn(page);
    // This spec answers the question itself.
    await page.removeLocatorHandler(englishGuard(page));
    await page.goto(adminUrl('/admin/solutions/new', language));
    await expect(page.getByRole('heading', { level: 1, name: text.newItem })).toBeVisible();
    await localizedGroup(page, text.name, language).getByLabel(admin.french).fill(name);
    await localizedGroup(page, text.summary, language).getByLabel(admin.french).fill('Une caisse pour les marchés.');
    await frenchEditor(page, text.body, language).fill('Vendez au marché Madina.');
    const checklist = page.getByRole('group', {
      name: language === 'fr' ? 'Traduction anglaise' : 'English translation',
    });
    await expect(checklist.getByText(text.allMissing)).toBeVisible();
    await localizedGroup(page, text.name, language).getByLabel(admin.english).fill(`${name} EN`);
    await expect(checklist.getByText(text.twoMissing)).toBeVisible();

    await page.getByRole('button', { name: text.save }).click();
    const dialog = page.getByRole('alertdialog', { name: text.guardTitle });
    await expect(dialog.getByText(text.guardText)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(page).toHaveURL(/\/admin\/solutions\/new/);

    await page.getByRole('button', { name: text.save }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirm }).click();
    await expect(toast(page, text.created(name))).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/solutions\/edit\/\d+/);
    const id = Number(/edit\/(\d+)/.exec(page.url())?.[1]);

    await adminApi(page.request, 'PATCH', `/admin/solutions/${id}/deactivate`);
    await page.goto(adminUrl('/admin/solutions', language, { search: name }));
    const row = rowLinkedTo(page, name);
    await expect(row.getByText(admin.englishMissing, { exact: true })).toBeVisible();
    await row.getByRole('switch', { name: text.toggle(name) }).click();
    await expect(page.getByRole('alertdialog', { name: text.guardTitle })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirm }).click();
    await expect(toast(page, text.updated(name))).toBeVisible();
    await expect(row.getByRole('switch', { name: text.toggle(name) })).toBeChecked();

    await page.goto(adminUrl('/admin', language));
    const panel = page.getByRole('region', { name: text.dashboard });
    const entry = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(entry.getByText(text.dashboardLine)).toBeVisible();
    await entry.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/solutions/edit/${id}`));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}
