import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiWithToken, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

interface CreatedMember {
  id: number;
  name: string;
  photo: string | null;
  active: boolean;
  sort_order: number;
}

// The machine is shared with other suites: give the screens time under load.
test.describe.configure({ timeout: 60_000 });

/** Inactive unless told otherwise: the public About page, which other suites check, stays as seeded. */
function createMember(request: APIRequestContext, token: string, name: string, sortOrder = 0) {
  return apiWithToken<CreatedMember>(request, token, 'POST', '/admin/team', {
    name,
    role: { fr: `Fonction de ${name}` },
    bio: { fr: `Parcours de ${name}` },
    active: false,
    sort_order: sortOrder,
  });
}

const teamSection = (page: Page) => page.locator('section[aria-labelledby="about-team-title"]');

test.describe('admin team list', () => {
  test('shows the members; search, state and sort change the rows', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const prefix = uniqueName('Membre');
    const token = await signIn(page);
    const members = [
      await createMember(page.request, token, `${prefix} Zoé`, 1),
      await createMember(page.request, token, `${prefix} Alpha`, 2),
    ];
    try {
      await page.goto('/admin/team');
      await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
      await expect(page).toHaveTitle('Équipe · Administration Weltaare');
      await expect(page.getByRole('link', { name: 'Nouveau membre' })).toBeVisible();
      await expect(page.locator('dl').first()).toContainText('Inactifs');
      await expect(page.getByRole('columnheader', { name: 'Fonction' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Actif : Abdoulaye Barry' })).toBeChecked();
      await expect(rowLinkedTo(page, 'Abdoulaye Barry')).toContainText('Fondateur et directeur général');
      await expectNoAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
      await expect(page).toHaveURL(/search=/);
      await expect(page.getByText('2 résultat(s)')).toBeVisible();
      await expect(rowLinkedTo(page, 'Abdoulaye Barry')).toHaveCount(0);
      // By display order first.
      await expect(page.locator('tbody tr a').first()).toHaveText(`${prefix} Zoé`);
      await page.getByLabel('Trier par').selectOption('name');
      await expect(page).toHaveURL(/sort=name/);
      await expect(page.locator('tbody tr a').first()).toHaveText(`${prefix} Alpha`);

      await page.getByLabel('État').selectOption('true');
      await expect(page).toHaveURL(/active=true/);
      await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
      await page.getByLabel('État').selectOption('false');
      await expect(page.getByText('2 résultat(s)')).toBeVisible();
      await expect(page.getByRole('switch', { name: `Actif : ${prefix} Alpha` })).not.toBeChecked();
      expect(errors).toEqual([]);
    } finally {
      for (const member of members) await apiWithToken(page.request, token, 'DELETE', `/admin/team/${member.id}`);
    }
  });

  test('deleting asks for confirmation first', async ({ page }) => {
    const name = uniqueName('Membre à retirer');
    const token = await signIn(page);
    await createMember(page.request, token, name);
    await page.goto(`/admin/team?search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Supprimer ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${name} » ?` });
    await expect(dialog).toContainText('Cette action est définitive.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(rowLinkedTo(page, name)).toBeVisible();

    await page.getByRole('button', { name: `Supprimer ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Élément supprimé').first()).toBeVisible();
    await expect(rowLinkedTo(page, name)).toHaveCount(0);
  });
});

test.describe('admin team member form', () => {
  test('adds a member with a photo, shown on /about at once; deactivating hides them', async ({ page, browser }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Fanta Camara');
    const token = await signIn(page);
    let memberId: number | null = null;
    try {
      await page.goto('/admin/team');
      await page.getByRole('link', { name: 'Nouveau membre' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nouveau membre' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Actif (visible sur la page À propos)' })).toBeChecked();

      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Le formulaire contient des erreurs : corrigez les champs signalés.')).toBeVisible();
      await expect(page.getByText('Le nom est obligatoire')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Fonction' })).toContainText('Le texte en français est obligatoire');

      await page.getByLabel('Nom complet').fill(name);
      const roleGroup = page.getByRole('group', { name: 'Fonction' });
      await roleGroup.getByLabel('Français').fill('Développeuse mobile');
      await expect(roleGroup.getByText('EN manquant')).toBeVisible();
      await roleGroup.getByLabel('Anglais').fill('Mobile developer');
      await expect(roleGroup.getByText('EN manquant')).toHaveCount(0);
      await page
        .getByRole('group', { name: 'Biographie' })
        .getByLabel('Français')
        .fill('Elle conçoit nos applications Android.');
      await page.getByLabel("Ordre d'affichage").fill('500');

      const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#cc6633' } })
        .jpeg()
        .toBuffer();
      await page
        .getByLabel('Choisir une image')
        .setInputFiles({ name: 'fanta.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByTestId('image-preview')).toBeVisible();
      await expect(page.getByText('Image envoyée').first()).toBeVisible();
      await expect(page.getByRole('button', { name: "Retirer l'image" })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Élément créé').first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/team\/edit\/\d+$/);
      memberId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
      await expect(page.getByRole('heading', { level: 1, name: 'Modifier le membre' })).toBeVisible();
      await expect(page.getByTestId('image-preview')).toBeVisible();
      const stored = await apiWithToken<CreatedMember>(page.request, token, 'GET', `/admin/team/${memberId}`);
      expect(stored).toMatchObject({ name, active: true, sort_order: 500 });
      expect(stored.photo).not.toBeNull();

      // An anonymous visitor in a context of their own (their language choice stays theirs).
      const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
      const visitor = await visitorContext.newPage();
      await visit(visitor, '/about');
      const card = teamSection(visitor).getByRole('article').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Développeuse mobile');
      await expect(card.locator('img')).toBeVisible();
      await visit(visitor, '/en/about');
      await expect(teamSection(visitor).getByRole('article').filter({ hasText: name })).toContainText(
        'Mobile developer',
      );

      await page.goto(`/admin/team?search=${encodeURIComponent(name)}`);
      const toggle = page.getByRole('switch', { name: `Actif : ${name}` });
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(page.getByRole('status').filter({ hasText: 'Mise à jour effectuée' }).first()).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await visit(visitor, '/about');
      await expect(teamSection(visitor).getByRole('heading', { level: 2 })).toBeVisible();
      await expect(teamSection(visitor).getByText(name)).toHaveCount(0);
      await visitorContext.close();
      expect(errors).toEqual([]);
    } finally {
      if (memberId) await apiWithToken(page.request, token, 'DELETE', `/admin/team/${memberId}`);
    }
  });

  test('edits a member, warns before leaving unsaved changes and deletes from the form', async ({ page }) => {
    const name = uniqueName('Membre modifié');
    const token = await signIn(page);
    const member = await createMember(page.request, token, name, 7);
    await page.goto(`/admin/team/edit/${member.id}`);
    const nameField = page.getByLabel('Nom complet');
    await expect(nameField).toHaveValue(name);
    await expect(page.getByLabel("Ordre d'affichage")).toHaveValue('7');
    await expect(page.getByRole('switch', { name: 'Actif (visible sur la page À propos)' })).not.toBeChecked();

    await nameField.fill(`${name} v2`);
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(dialog).toContainText('Si vous quittez cette page, vos modifications seront perdues.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(nameField).toHaveValue(`${name} v2`);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
    const stored = await apiWithToken<CreatedMember>(page.request, token, 'GET', `/admin/team/${member.id}`);
    expect(stored.name).toBe(`${name} v2`);

    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('alertdialog', { name: `Supprimer « ${name} v2 » ?` })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByText('Élément supprimé').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/team$/);
  });
});

test.describe('admin team in English and for editors', () => {
  test('the list and the form read in English', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await page.goto('/admin/team?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Role' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Active: Abdoulaye Barry' })).toBeChecked();
    await expect(page.getByText('Nouveau membre')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New member' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New member' })).toBeVisible();
    await expect(page.getByLabel('Display order')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('an editor manages team members', async ({ page }) => {
    const editor = await createStaff(page.request, 'editor');
    const token = await signIn(page, editor);
    const name = uniqueName('Membre éditrice');
    const member = await createMember(page.request, token, name);
    await page.goto(`/admin/team?search=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name: `Modifier ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le membre' })).toBeVisible();
    await expect(page.getByLabel('Nom complet')).toHaveValue(name);
    await apiWithToken(page.request, token, 'DELETE', `/admin/team/${member.id}`);
  });
});
