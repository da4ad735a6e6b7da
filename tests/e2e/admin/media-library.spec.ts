import { expect, type Page, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { apiWithToken, signIn, uniqueName } from '../support/admin-session.ts';
import { openAdminNavigation, pngFile, toast, uploadImage } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl } from '../support/content-kind-cases.ts';

const TEXTS = {
  fr: {
    nav: 'Médiathèque',
    dashboard: 'Tableau de bord',
    heading: 'Médiathèque',
    upload: 'Téléverser une image',
    uploadDialog: 'Décrire l’image avant de l’envoyer',
    format: 'Format de l’image',
    portrait: 'Portrait (carré)',
    altFr: 'Texte alternatif (français)',
    altEn: 'Texte alternatif (anglais)',
    send: 'Téléverser',
    details: (name: string) => `Image « ${name} »`,
    openDetails: (name: string) => `Détails de « ${name} »`,
    dimensions: '320 × 320 px',
    unused: 'Cette image n’est utilisée par aucun contenu.',
    saveAlt: 'Enregistrer le texte alternatif',
    altSaved: (name: string) => `Texte alternatif de « ${name} » enregistré`,
    search: 'Rechercher par nom de fichier ou texte alternatif',
    format_filter: 'Format',
    logo: 'Logo (2:1)',
    noMatch: 'Aucune image ne correspond à cette recherche.',
    list: 'Images de la médiathèque',
    usedIn: 'Utilisée dans',
    team: 'Équipe',
    blocked: 'Retirez-la d’abord des contenus listés pour pouvoir la supprimer.',
    delete: 'Supprimer l’image',
    confirmTitle: (name: string) => `Supprimer « ${name} » ?`,
    confirm: 'Supprimer',
    deleted: (name: string) => `Image « ${name} » supprimée`,
    close: 'Fermer',
    usedOnce: 'Utilisée 1 fois',
    memberName: 'Nom complet',
    fromLibrary: 'Choisir dans la médiathèque',
    picker: 'Choisir une image de la médiathèque',
    choose: (name: string) => `Choisir « ${name} »`,
    save: 'Enregistrer',
    created: (name: string) => `« ${name} » créé`,
    role: 'Fonction',
    bio: 'Biographie',
    french: 'Français',
  },
  en: {
    nav: 'Media library',
    dashboard: 'Dashboard',
    heading: 'Media library',
    upload: 'Upload an image',
    uploadDialog: 'Describe the image before sending it',
    format: 'Image format',
    portrait: 'Portrait (square)',
    altFr: 'Alternative text (French)',
    altEn: 'Alternative text (English)',
    send: 'Upload',
    details: (name: string) => `Image “${name}”`,
    openDetails: (name: string) => `Details of “${name}”`,
    dimensions: '320 × 320 px',
    unused: 'No content uses this image.',
    saveAlt: 'Save the alternative text',
    altSaved: (name: string) => `Alternative text of “${name}” saved`,
    search: 'Search by file name or alternative text',
    format_filter: 'Format',
    logo: 'Logo (2:1)',
    noMatch: 'No image matches this search.',
    list: 'Images in the library',
    usedIn: 'Used in',
    team: 'Team',
    blocked: 'Remove it from the listed content first to be able to delete it.',
    delete: 'Delete the image',
    confirmTitle: (name: string) => `Delete “${name}”?`,
    confirm: 'Delete',
    deleted: (name: string) => `Image “${name}” deleted`,
    close: 'Close',
    usedOnce: 'Used once',
    memberName: 'Full name',
    fromLibrary: 'Choose from the library',
    picker: 'Choose an image from the library',
    choose: (name: string) => `Choose “${name}”`,
    save: 'Save',
    created: (name: string) => `“${name}” created`,
    role: 'Role',
    bio: 'Biography',
    french: 'French',
  },
} as const;

const tiles = (page: Page, language: Language) => page.getByRole('list', { name: TEXTS[language].list });

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const texts = TEXTS[language];

  test(`${language}: an image is uploaded with its alt text, described, reused in a form, and deleted once unused`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const marker = uniqueName('portrait').replace(' ', '-');
    const fileName = `${marker}.png`;
    const token = await signIn(page);
    let memberId: number | null = null;
    try {
      await page.goto(adminUrl('/admin', language));
      await expect(page.getByRole('heading', { level: 1, name: texts.dashboard })).toBeVisible();
      await (await openAdminNavigation(page)).getByRole('link', { name: texts.nav }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();

      // Upload: the format and the alt text are asked before the file is sent.
      await page.getByLabel(texts.upload).setInputFiles(await pngFile(fileName, { width: 90, height: 90 }, '#aa3366'));
      const uploadDialog = page.getByRole('dialog', { name: texts.uploadDialog });
      await uploadDialog.getByLabel(texts.format).selectOption({ label: texts.portrait });
      await uploadDialog.getByLabel(texts.altFr).fill(`Portrait de Mariama ${marker}`);
      await expectNoAxeViolations(page);
      await uploadDialog.getByRole('button', { name: texts.send, exact: true }).click();

      // The new image opens in its details: facts, versions, no use yet.
      const details = page.getByRole('dialog', { name: texts.details(fileName) });
      await expect(details).toBeVisible();
      await expect(details.getByText(texts.dimensions)).toBeVisible();
      await expect(details.getByRole('link', { name: /^WEBP 160 px$/ })).toBeVisible();
      await expect(details.getByRole('link', { name: /^AVIF 320 px$/ })).toBeVisible();
      await expect(details.getByText(texts.unused)).toBeVisible();
      await expect(details.getByLabel(texts.altFr)).toHaveValue(`Portrait de Mariama ${marker}`);
      await details.getByLabel(texts.altEn).fill(`Portrait of Mariama ${marker}`);
      await details.getByRole('button', { name: texts.saveAlt }).click();
      await expect(details.getByRole('status')).toHaveText(texts.altSaved(fileName));
      await expectNoAxeViolations(page);
      await details.getByRole('button', { name: texts.close }).click();
      await expect(details).toBeHidden();

      // Search looks in the English alt text too; the format filter narrows the grid.
      await page.getByLabel(texts.search).fill(`of Mariama ${marker}`);
      await expect(tiles(page, language).getByRole('listitem')).toHaveCount(1);
      await expect(tiles(page, language).getByText(fileName)).toBeVisible();
      await page.getByLabel(texts.format_filter, { exact: true }).selectOption({ label: texts.logo });
      await expect(page.getByText(texts.noMatch)).toBeVisible();
      await page.getByLabel(texts.format_filter, { exact: true }).selectOption({ label: texts.portrait });
      await expect(tiles(page, language).getByRole('listitem')).toHaveCount(1);

      // Reuse: a new team member takes the portrait from the library, no second upload.
      const memberName = uniqueName('Mariama Sow');
      await page.goto(adminUrl('/admin/team/new', language));
      await page.getByLabel(texts.memberName).fill(memberName);
      await page.getByRole('group', { name: texts.role }).getByLabel(texts.french).fill('Designer');
      await page.getByRole('group', { name: texts.bio }).getByLabel(texts.french).fill('Elle dessine nos interfaces.');
      await page.getByRole('button', { name: texts.fromLibrary }).click();
      const picker = page.getByRole('dialog', { name: texts.picker });
      await picker.getByRole('searchbox').fill(marker);
      await picker.getByRole('button', { name: texts.choose(fileName) }).click();
      await expect(picker).toBeHidden();
      await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^\/media\/uploads\/.+-160\.webp$/);
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(toast(page, texts.created(memberName))).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/team\/edit\/\d+/);
      memberId = Number(/edit\/(\d+)/.exec(page.url())?.[1]);

      // In use: the library names the member (a link to its form) and refuses to delete.
      await page.goto(adminUrl('/admin/media', language, { search: marker }));
      await expect(tiles(page, language).getByText(texts.usedOnce)).toBeVisible();
      await page.getByRole('button', { name: texts.openDetails(fileName) }).click();
      const usedDetails = page.getByRole('dialog', { name: texts.details(fileName) });
      await expect(
        usedDetails.getByRole('region', { name: texts.usedIn }).getByRole('link', { name: memberName }),
      ).toHaveAttribute('href', `/admin/team/edit/${memberId}`);
      await expect(usedDetails.getByText(texts.team, { exact: false }).first()).toBeVisible();
      await expect(usedDetails.getByRole('button', { name: texts.delete })).toBeDisabled();
      await expect(usedDetails.getByText(texts.blocked)).toBeVisible();
      await expectNoAxeViolations(page);

      // Unused again (the member gone), it can be deleted, after a confirmation.
      await apiWithToken(page.request, token, 'DELETE', `/admin/team/${memberId}`);
      memberId = null;
      await page.reload();
      await page.getByRole('button', { name: texts.openDetails(fileName) }).click();
      const freeDetails = page.getByRole('dialog', { name: texts.details(fileName) });
      await expect(freeDetails.getByText(texts.unused)).toBeVisible();
      await freeDetails.getByRole('button', { name: texts.delete }).click();
      const confirm = page.getByRole('alertdialog', { name: texts.confirmTitle(fileName) });
      await confirm.getByRole('button', { name: texts.confirm, exact: true }).click();
      await expect(toast(page, texts.deleted(fileName))).toBeVisible();
      await expect(page.getByText(texts.noMatch)).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      if (memberId) await apiWithToken(page.request, token, 'DELETE', `/admin/team/${memberId}`);
    }
  });
}

test('an image field asks for the alt text before sending, and keeps it in the library', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const token = await signIn(page);
  const marker = uniqueName('logo').replace(' ', '-');
  await page.goto('/admin/clients/new');
  const logoBox = page.getByText('Logo', { exact: true }).locator('..');
  await uploadImage(
    page,
    logoBox.locator('input[type="file"]'),
    await pngFile(`${marker}.png`, { width: 80, height: 40 }),
    {
      fr: `Logo de ${marker}`,
      en: `${marker} logo`,
    },
  );
  await expect(logoBox.getByTestId('image-preview')).toBeVisible();
  const [stored] = await apiWithToken<{ id: number; alt: { fr: string; en?: string }; kind: string }[]>(
    page.request,
    token,
    'GET',
    `/admin/media?search=${marker}`,
  );
  expect(stored).toMatchObject({ kind: 'logo', alt: { fr: `Logo de ${marker}`, en: `${marker} logo` } });
  await apiWithToken(page.request, token, 'DELETE', `/admin/media/${stored?.id}`);
  expect(errors).toEqual([]);
});
