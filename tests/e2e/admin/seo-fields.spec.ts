import { expect, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { ADMIN_TEXTS, adminUrl, localizedGroup } from '../support/content-kind-cases.ts';
import { openPage } from '../support/language.ts';

const TEXTS = {
  fr: {
    section: 'Référencement et partage',
    title: 'Libellé dans les résultats de recherche',
    description: 'Texte sous le libellé dans les résultats',
    empty: 'Vide : le texte généré (en gris) est utilisé. Idéal : 60 caractères.',
    count: '30 caractères sur 60',
    short: '21 caractères : moins de 50–160, le moteur risque d’écrire le sien',
    search: 'Dans les résultats de recherche (Français)',
    card: 'Carte de partage (Anglais)',
    save: 'Enregistrer',
    saved: (name: string) => `« ${name} » enregistré`,
  },
  en: {
    section: 'Search engines and sharing',
    title: 'Search result headline',
    description: 'Search result snippet',
    empty: 'Empty: the generated text (in grey) is used. Best: 60 characters.',
    count: '30 characters of 60',
    short: '21 characters: under 50–160, the engine may write its own',
    search: 'In search results (French)',
    card: 'Share card (English)',
    save: 'Save',
    saved: (name: string) => `“${name}” saved`,
  },
} as const;

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];
  const admin = ADMIN_TEXTS[language];

  test(`${language}: an editor writes a job post's search title with live counters and previews; the public page uses it`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const title = uniqueName('Développeur web');
    const { id, slug } = await adminApi<{ id: number; slug: string }>(page.request, 'POST', '/admin/careers', {
      title: { fr: title, en: `${title} EN` },
      summary: { fr: 'Rejoignez notre équipe à Conakry.', en: 'Join our team in Conakry.' },
      body: { fr: '<p>Vous développerez des sites.</p>', en: '<p>You will build websites.</p>' },
      location: { fr: 'Conakry', en: 'Conakry' },
      employment_type: 'full-time',
      status: 'open',
    });
    await signIn(page);
    await page.goto(adminUrl(`/admin/careers/edit/${id}`, language));
    const section = page.getByRole('region', { name: text.section });
    const titleGroup = localizedGroup(page, text.title, language);
    const frenchTitle = titleGroup.getByLabel(admin.french);
    await expect(frenchTitle).toHaveAttribute('placeholder', `${title} | Weltaare`);
    await expect(titleGroup.getByText(text.empty).first()).toBeVisible();

    await frenchTitle.fill('Poste de développeur à Conakry');
    await expect(titleGroup.getByText(text.count)).toBeVisible();
    const descriptionGroup = localizedGroup(page, text.description, language);
    await descriptionGroup.getByLabel(admin.french).fill('Rejoignez-nous vite !');
    await expect(descriptionGroup.getByText(text.short)).toBeVisible();
    const search = section.getByRole('figure', { name: text.search });
    await expect(search.getByText('Poste de développeur à Conakry')).toBeVisible();
    await expect(search.getByText(`/careers/${slug}`)).toBeVisible();
    // English falls back to the French search title, as the public page does.
    await expect(
      section.getByRole('figure', { name: text.card }).getByText('Poste de développeur à Conakry'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.saved(title))).toBeVisible();
    await openPage(page, `/careers/${slug}`, 'fr');
    await expect(page).toHaveTitle('Poste de développeur à Conakry');
    expect(errors).toEqual([]);
  });
}
