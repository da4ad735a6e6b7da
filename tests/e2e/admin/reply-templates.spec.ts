import type { ReplyTemplates } from '#contract/reply-templates.ts';
import { adminApi, createStaff, signIn } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { expect, test } from '../support/own-site.ts';

// The reply templates are one record for the whole site: these tests run on a site of their worker's
// own, and each puts them back for the next. (leads.spec.ts answers a lead from a template.)

const TEMPLATE_TEXTS = {
  fr: {
    query: '',
    heading: 'Modèles de réponse',
    add: 'Ajouter un modèle',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées',
    french: 'Français',
    english: 'Anglais',
    englishRequired: 'Le texte en anglais est obligatoire',
    name: 'Nom du modèle',
    subject: 'Objet du mail',
    body: 'Texte du mail',
    id: 'Identifiant',
  },
  en: {
    query: '?lang=en',
    heading: 'Reply templates',
    add: 'Add a template',
    save: 'Save',
    saved: 'Changes saved',
    french: 'French',
    english: 'English',
    englishRequired: 'The English text is required',
    name: 'Template name',
    subject: 'Mail subject',
    body: 'Mail text',
    id: 'Identifier',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEMPLATE_TEXTS[lang];

  test(`${lang}: an editor adds a reply template, which English must complete`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const editor = await createStaff(page.request, 'editor');
    await signIn(page, editor);
    const original = await adminApi<ReplyTemplates & { version: number }>(
      page.request,
      'GET',
      '/admin/reply-templates',
    );
    try {
      await page.goto(`/admin/reply-templates${texts.query}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      // The saved templates are drawn before one is added: adding while they load would be undone.
      await expect(page.getByRole('region', { name: new RegExp(`${original.templates.length}( ·|$)`) })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: texts.add }).click();
      const added = page.getByRole('region', { name: new RegExp(`${original.templates.length + 1}( ·|$)`) });
      await added.getByLabel(texts.id).fill(`relance-${lang}`);
      for (const [field, value] of [
        [texts.name, 'Relance'],
        [texts.subject, 'Des nouvelles de votre projet'],
        [texts.body, 'Bonjour {name}, où en est votre projet ?'],
      ] as const) {
        await added.getByRole('group', { name: field }).getByLabel(texts.french).fill(value);
      }
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(added.getByText(texts.englishRequired).first()).toBeVisible();
      for (const [field, value] of [
        [texts.name, 'Follow-up'],
        [texts.subject, 'News of your project'],
        [texts.body, 'Hello {name}, how is your project going?'],
      ] as const) {
        await added.getByRole('group', { name: field }).getByLabel(texts.english).fill(value);
      }
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(toast(page, texts.saved)).toBeVisible();
      await expect(added).toHaveAccessibleName(new RegExp(lang === 'fr' ? 'Relance$' : 'Follow-up$'));
      const saved = await adminApi<ReplyTemplates>(page.request, 'GET', '/admin/reply-templates');
      expect(saved.templates.at(-1)).toMatchObject({
        id: `relance-${lang}`,
        title: { fr: 'Relance', en: 'Follow-up' },
      });
    } finally {
      // Put back whatever the test saved since: without the version read, the write is not checked against it.
      const { version: _read, ...templates } = original;
      await adminApi(page.request, 'PUT', '/admin/reply-templates', templates);
    }
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
  });
}
