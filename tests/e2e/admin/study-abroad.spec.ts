import type { StudyAbroadSettings } from '#contract/study-abroad.ts';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';
import { expect, test } from '../support/own-site.ts';

/**
 * The checklists are one record for the whole site: these tests run on a site of their worker's own,
 * and each puts them back for the next.
 */
async function withChecklists(request: Parameters<typeof adminApi>[0], work: () => Promise<void>) {
  const original = await adminApi<StudyAbroadSettings & { version: number }>(request, 'GET', '/admin/study-abroad');
  try {
    await work();
  } finally {
    // Put back whatever the test saved since: without the version read, the write is not checked against it.
    const { version: _read, ...checklists } = original;
    await adminApi(request, 'PUT', '/admin/study-abroad', checklists);
  }
}

const TEXTS = {
  fr: {
    query: '',
    heading: 'Études à l’étranger',
    region: 'Destination 4 · Turquie',
    addDocument: 'Ajouter un document',
    french: 'Français',
    english: 'Anglais',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées',
    required: 'Le texte en français est obligatoire',
    page: '/services/study-abroad',
  },
  en: {
    query: '?lang=en',
    heading: 'Study abroad',
    region: 'Destination 4 · Turkey',
    addDocument: 'Add a document',
    french: 'French',
    english: 'English',
    save: 'Save',
    saved: 'Changes saved',
    required: 'The French text is required',
    page: '/en/services/study-abroad',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`${lang}: staff add a document to a destination; the public checklist shows it at once`, async ({
    page,
    ownSite,
  }) => {
    const errors = collectConsoleErrors(page);
    const title = uniqueName('Attestation');
    await signIn(page);
    await withChecklists(page.request, async () => {
      await page.goto(`/admin/study-abroad${texts.query}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      const turkey = page.getByRole('region', { name: texts.region });
      await turkey.getByRole('button', { name: texts.addDocument }).click();
      const added = turkey.getByRole('group', { name: /^(Élément|Item) 6$/ });
      // A document without its French title is refused on the field.
      await page.getByRole('button', { name: texts.save }).click();
      await expect(added.getByText(texts.required).first()).toBeVisible();

      const titles = added.getByRole('group', { name: lang === 'fr' ? 'Intitulé' : 'Title' });
      await titles.getByLabel(texts.french).fill(`${title} fr`);
      await titles.getByLabel(texts.english).fill(`${title} en`);
      const details = added.getByRole('group', { name: lang === 'fr' ? 'Explication' : 'Explanation' });
      await details.getByLabel(texts.french).fill('Délivrée par la mairie.');
      await details.getByLabel(texts.english).fill('Issued by the town hall.');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(toast(page, texts.saved)).toBeVisible();
      await expectNoAxeViolations(page);

      await visit(page, `${ownSite.baseUrl}${texts.page}?destination=turkey`);
      await expect(page.locator('#study-checklist ul > li label').last()).toHaveText(`${title} ${lang}`);
    });
    expect(errors).toEqual([]);
  });
}
