import { expect, type Page, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, apiLogin, apiWithToken, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { servicesKind } from '#contract/content-kinds/services.ts';
import { ADMIN_TEXTS, adminUrl, deleteItems, localizedGroup } from '../support/content-kind-cases.ts';

// Runs at both sizes: the dialog holds two columns side by side on a desktop, one above the other on a phone.
const TEXTS = {
  fr: {
    title: 'Modifié pendant que vous travailliez',
    description: (name: string) => new RegExp(`^${name} a enregistré cet élément le .+\\. Sa version est à gauche`),
    name: 'Nom',
    shortDescription: 'Description courte',
    theirs: 'Sa version',
    yours: 'Votre version',
    takeTheirs: 'Prendre sa version',
    reapply: 'Garder sa version et réappliquer mes modifications',
    overwrite: 'Écraser avec ma version',
    reapplied: 'Sa version est chargée, vos modifications réappliquées : vérifiez puis enregistrez.',
  },
  en: {
    title: 'Changed while you were working',
    description: (name: string) => new RegExp(`^${name} saved this item on .+\\. Their version is on the left`),
    name: 'Name',
    shortDescription: 'Short description',
    theirs: 'Their version',
    yours: 'Your version',
    takeTheirs: 'Take their version',
    reapply: 'Keep theirs and re-apply my changes',
    overwrite: 'Overwrite with my version',
    reapplied: 'Their version is loaded and your changes re-applied: check, then save.',
  },
} as const;

// The services each test made, deleted after it: the services list's own tests read the seeded ones.
const made: number[] = [];
test.afterEach(async ({ request }) => {
  await deleteItems(request, await apiLogin(request), servicesKind, made.splice(0));
});

interface Service {
  id: number;
  version: number;
  name: { fr: string };
  short_description: { fr: string };
}

/**
 * A service open in this page's form, whose name the editor changed; then another editor saves its
 * short description through the API, and this editor presses Save.
 */
async function saveAfterAnotherEditor(page: Page, language: Language) {
  const text = TEXTS[language];
  const admin = ADMIN_TEXTS[language];
  const name = uniqueName('Conflit');
  const service = await adminApi<Service>(page.request, 'POST', '/admin/services', {
    name: { fr: name },
    short_description: { fr: 'La description d’origine.' },
    description: { fr: 'Texte.' },
    icon: 'Zap',
  });
  made.push(service.id);
  const aminata = await createStaff(page.request, 'editor');
  await signIn(page);
  await page.goto(adminUrl(`/admin/services/edit/${service.id}`, language));
  const frenchName = localizedGroup(page, text.name, language).getByLabel(admin.french);
  await expect(frenchName).toHaveValue(name);
  await frenchName.fill(`${name} renommé`);

  await apiWithToken(page.request, await apiLogin(page.request, aminata), 'PATCH', `/admin/services/${service.id}`, {
    short_description: { fr: 'La description d’Aminata.' },
  });
  await page.getByRole('button', { name: admin.save }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text.description(aminata.name))).toBeVisible();
  return { service, name, dialog, frenchName, aminata };
}

const stored = (page: Page, id: number) => adminApi<Service>(page.request, 'GET', `/admin/services/${id}`);

for (const language of ['fr', 'en'] as const) {
  const text = TEXTS[language];
  const admin = ADMIN_TEXTS[language];

  test(`${language}: a save made after another editor's shows both versions and keeps theirs with mine re-applied`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const { service, name, dialog, frenchName } = await saveAfterAnotherEditor(page, language);
    // Field by field: their short description beside mine, their name beside mine.
    await expect(dialog.getByText('La description d’Aminata.')).toBeVisible();
    await expect(dialog.getByText('La description d’origine.')).toBeVisible();
    await expect(dialog.getByText(`${name} renommé`)).toBeVisible();
    await expect(dialog.getByText(text.theirs).first()).toBeVisible();
    await expect(dialog.getByText(text.yours).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing was saved by the refused save.
    expect(await stored(page, service.id)).toMatchObject({ version: 2, name: { fr: name } });

    await dialog.getByRole('button', { name: text.reapply }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, text.reapplied)).toBeVisible();
    await expect(frenchName).toHaveValue(`${name} renommé`);
    await expect(localizedGroup(page, text.shortDescription, language).getByLabel(admin.french)).toHaveValue(
      'La description d’Aminata.',
    );
    await page.getByRole('button', { name: admin.save }).click();
    await expect(toast(page, admin.saved(`${name} renommé`))).toBeVisible();
    expect(await stored(page, service.id)).toMatchObject({
      version: 3,
      name: { fr: `${name} renommé` },
      short_description: { fr: 'La description d’Aminata.' },
    });
    // The refused save is the one failed request, and the browser says so.
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Failed to load resource: the server responded with a status of 409 \\(Conflict\\): http://[^/]+/api/admin/services/${service.id}(\\?|$)`,
        ),
      ),
    ]);
  });

  test(`${language}: after a refused save the editor can take their version, or overwrite it knowingly`, async ({
    page,
  }) => {
    const { service, name, dialog, frenchName } = await saveAfterAnotherEditor(page, language);
    await dialog.getByRole('button', { name: text.takeTheirs }).click();
    await expect(dialog).toHaveCount(0);
    await expect(frenchName).toHaveValue(name);
    await expect(localizedGroup(page, text.shortDescription, language).getByLabel(admin.french)).toHaveValue(
      'La description d’Aminata.',
    );

    // Their version is now the one this form was made from: a new change saves at once.
    await frenchName.fill(`${name} repris`);
    await page.getByRole('button', { name: admin.save }).click();
    await expect(toast(page, admin.saved(`${name} repris`))).toBeVisible();
    expect(await stored(page, service.id)).toMatchObject({ version: 3, name: { fr: `${name} repris` } });

    // Another editor again; this time the editor overwrites, knowing it.
    await frenchName.fill(`${name} imposé`);
    await adminApi(page.request, 'PATCH', `/admin/services/${service.id}`, {
      short_description: { fr: 'Encore changée.' },
    });
    await page.getByRole('button', { name: admin.save }).click();
    await page.getByRole('dialog', { name: text.title }).getByRole('button', { name: text.overwrite }).click();
    await expect(toast(page, admin.saved(`${name} imposé`))).toBeVisible();
    expect(await stored(page, service.id)).toMatchObject({
      version: 5,
      name: { fr: `${name} imposé` },
      short_description: { fr: 'La description d’Aminata.' },
    });
  });
}
