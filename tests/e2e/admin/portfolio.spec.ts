import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, apiLogin, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, tableRows, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// Forms with a rich-text editor and uploads, on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

interface Project {
  id: number;
  slug: string;
  title: { fr: string; en?: string };
  category: string;
  published: boolean;
  featured: boolean;
  cover_image: string | null;
  gallery: string[];
  technologies: string[];
}

function projectInput(title: string, extra: Record<string, unknown> = {}) {
  return {
    title: { fr: title, en: `${title} EN` },
    summary: { fr: `Résumé de ${title}`, en: `Summary of ${title}` },
    body: { fr: `<p>Description de ${title}</p>` },
    category: 'web',
    ...extra,
  };
}

async function createProject(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  return adminApi<Project>(request, 'POST', '/admin/projects', projectInput(title, extra));
}

/** Removes what a test made, whether it passed or not (some items are already gone). */
async function deleteProjects(request: APIRequestContext, ids: number[]) {
  const token = await apiLogin(request);
  for (const id of ids) {
    await request.delete(`/api/admin/projects/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
}

async function findProjectByTitle(request: APIRequestContext, title: string) {
  const found = await adminApi<Project[]>(request, 'GET', `/admin/projects?search=${encodeURIComponent(title)}`);
  return found.find((project) => project.title.fr === title);
}

/** Types into the French half of a TipTap body editor. */
async function typeBody(page: Page, text: string) {
  const editor = page.locator('#field-body-fr');
  await editor.click();
  await editor.pressSequentially(text);
}

test('the list shows the projects with stats, and search, filters, sort and pagination change the rows', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const prefix = uniqueName('Liste');
  const token = await apiLogin(request);
  const ids: number[] = [];
  try {
    // 21 drafts: one more than a page; the first in the mobile category, the last featured.
    for (let index = 0; index < 21; index += 1) {
      const response = await request.post('/api/admin/projects', {
        headers: { Authorization: `Bearer ${token}` },
        data: projectInput(`${prefix} ${String(index).padStart(2, '0')}`, {
          category: index === 0 ? 'mobile' : 'web',
          featured: index === 20,
          sort_order: 100 + index,
        }),
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { data: Project }).data.id);
    }
    await signIn(page);
    await page.goto('/admin/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(page).toHaveTitle(/Portfolio/);
    await expect(page.getByRole('link', { name: 'Nouveau projet' })).toBeVisible();
    for (const label of ['Projets', 'Publiés', 'Brouillons', 'À la une']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('columnheader', { name: 'Titre' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Publié' })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();

    await page.getByLabel('Rechercher').fill(prefix);
    await expect(page.getByText('21 résultat(s)')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(20);
    await expect(page.getByText('Page 1 sur 2')).toBeVisible();
    await expect(tableRows(page).first()).toContainText(`${prefix} 00`);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('Page 2 sur 2')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(`${prefix} 20`);
    await expect(page).toHaveURL(/page=2/);

    await page.getByLabel('Trier par').selectOption({ label: 'Modifiés récemment' });
    await expect(page.getByText('Page 1 sur 2')).toBeVisible();
    await expect(tableRows(page).first()).toContainText(`${prefix} 20`);

    await page.getByLabel('Catégorie').selectOption({ label: 'Applications mobiles' });
    await expect(page.getByText('1 résultat(s)')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(`${prefix} 00`);

    await page.getByLabel('Catégorie').selectOption({ label: 'Tous' });
    // One change at a time, as a person makes them: each waits for the list to follow.
    await expect(page.getByText('21 résultat(s)')).toBeVisible();
    await page.getByLabel('Mise en avant').selectOption({ label: 'À la une' });
    await expect(page.getByText('1 résultat(s)')).toBeVisible();
    await expect(tableRows(page).first()).toContainText(`${prefix} 20`);

    await page.getByLabel('Mise en avant').selectOption({ label: 'Tous' });
    await expect(page.getByText('21 résultat(s)')).toBeVisible();
    await page.getByLabel('Publication').selectOption({ label: 'Publiés' });
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
    await page.getByLabel('Publication').selectOption({ label: 'Brouillons' });
    await expect(page.getByText('21 résultat(s)')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await deleteProjects(request, ids);
  }
});

test('publish and feature switches in the list change the project, and delete asks for confirmation', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const title = uniqueName('Bascule');
  const project = await createProject(request, title);
  try {
    await signIn(page);
    await page.goto(`/admin/portfolio?search=${encodeURIComponent(title)}`);
    const published = page.getByRole('switch', { name: `Publié : ${title}` });
    const featured = page.getByRole('switch', { name: `À la une : ${title}` });
    await expect(published).not.toBeChecked();

    await published.click();
    await expect(toast(page, 'Mise à jour effectuée')).toBeVisible();
    await expect(published).toBeChecked();
    await featured.click();
    await expect(featured).toBeChecked();
    await expect.poll(async () => (await findProjectByTitle(request, title))?.featured).toBe(true);
    expect((await findProjectByTitle(request, title))?.published).toBe(true);

    // The public site shows the project once published, and not once withdrawn.
    const publicPage = await page.context().newPage();
    await visit(publicPage, `/portfolio/${project.slug}`);
    await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await published.click();
    await expect(published).not.toBeChecked();
    await expect.poll(async () => (await findProjectByTitle(request, title))?.published).toBe(false);
    const hidden = await visit(publicPage, `/portfolio/${project.slug}`);
    expect(hidden?.status()).toBe(404);
    await publicPage.close();

    await page.getByRole('button', { name: `Supprimer ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${title} » ?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Cette action est définitive.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(tableRows(page)).toHaveCount(1);

    await page.getByRole('button', { name: `Supprimer ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Élément supprimé')).toBeVisible();
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
    expect(await findProjectByTitle(request, title)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await deleteProjects(request, [project.id]);
  }
});

test('creating a project: required French, EN missing badge, cover and gallery uploads, then it is public', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const title = uniqueName('Projet créé');
  try {
    await signIn(page);
    await page.goto('/admin/portfolio/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau projet' })).toBeVisible();
    await expect(page).toHaveTitle(/Nouveau projet/);
    await expect(page.locator('#field-body-fr')).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le formulaire contient des erreurs : corrigez les champs signalés.')).toBeVisible();
    await expect(page.getByText('Le texte en français est obligatoire').first()).toBeVisible();
    await expect(page.locator('#field-title-fr')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const titleGroup = page.getByRole('group', { name: /^Titre/ });
    await titleGroup.getByLabel('Français').fill(title);
    await expect(titleGroup.getByText('EN manquant')).toBeVisible();
    await page
      .getByRole('group', { name: /^Résumé/ })
      .getByLabel('Français')
      .fill(`Résumé de ${title}`);
    await page
      .getByRole('group', { name: /^Résumé/ })
      .getByLabel('Anglais')
      .fill(`Summary of ${title}`);
    await typeBody(page, 'Une description détaillée du projet.');
    await page.getByLabel('Catégorie').selectOption({ label: 'Applications mobiles' });
    await page.getByLabel('Nom du client').fill('Client de test');
    await page.getByLabel('Technologies').fill('React Native, Node.js');
    await page.getByLabel('Date de réalisation').fill('2026-01-15');
    await page.getByLabel('Adresse du projet en ligne').fill('https://exemple.test/projet');

    const cover = page.getByText('Image de couverture', { exact: true }).locator('..');
    await cover.locator('input[type="file"]').setInputFiles(await pngFile('couverture.png'));
    await expect(toast(page, 'Image envoyée')).toBeVisible();
    await expect(cover.getByTestId('image-preview')).toBeVisible();
    await expect(cover.getByTestId('image-preview')).toHaveAttribute('src', /^\/media\/.+\.webp$/);
    await expect(cover.locator('progress')).toHaveCount(0);
    await expect(cover.getByText("Remplacer l'image")).toBeVisible();

    const gallery = page.getByText('Ajouter une image à la galerie', { exact: true }).locator('..');
    await gallery.locator('input[type="file"]').setInputFiles(await pngFile('galerie.png'));
    await expect(page.getByRole('img', { name: 'Image 1 de la galerie' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retirer l’image 1' })).toBeVisible();

    await page.getByRole('switch', { name: 'Publié (visible sur le site)' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Élément créé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/portfolio\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le projet' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Titre/ }).getByLabel('Français')).toHaveValue(title);

    const saved = await findProjectByTitle(request, title);
    expect(saved).toMatchObject({ category: 'mobile', published: true, technologies: ['React Native', 'Node.js'] });
    expect(saved?.cover_image).toMatch(/^\/media\//);
    expect(saved?.gallery).toHaveLength(1);

    // Published: on the public portfolio at once, and on its own page.
    await visit(page, '/portfolio');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await visit(page, `/portfolio/${saved?.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Une description détaillée du projet.')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    const created = await findProjectByTitle(request, title);
    if (created) await deleteProjects(request, [created.id]);
  }
});

test('editing warns before leaving unsaved changes, saves, and deletes with confirmation', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const title = uniqueName('Projet modifié');
  const project = await createProject(request, title);
  try {
    await signIn(page);
    await page.goto(`/admin/portfolio/edit/${project.id}`);
    const titleFr = page.getByRole('group', { name: /^Titre/ }).getByLabel('Français');
    await expect(titleFr).toHaveValue(title);
    await expectNoAxeViolations(page);

    await titleFr.fill(`${title} (v2)`);
    // The navigation lives in a menu on phones.
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: "Navigation de l'administration" })
      .getByRole('link', { name: 'Services' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Si vous quittez cette page, vos modifications seront perdues.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/portfolio/edit/${project.id}$`));
    await expect(titleFr).toHaveValue(`${title} (v2)`);
    const closeMenu = page.getByRole('button', { name: 'Fermer le menu' });
    if (await closeMenu.isVisible()) await closeMenu.click();

    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL(/\/admin\/portfolio$/);
    expect((await findProjectByTitle(request, title))?.title.fr).toBe(title);

    await page.goto(`/admin/portfolio/edit/${project.id}`);
    await titleFr.fill(`${title} (v2)`);
    await page
      .getByRole('group', { name: /^Titre/ })
      .getByLabel('Anglais')
      .fill('');
    await expect(page.getByRole('group', { name: /^Titre/ }).getByText('EN manquant')).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
    await expect
      .poll(async () => (await findProjectByTitle(request, `${title} (v2)`))?.title)
      .toEqual({
        fr: `${title} (v2)`,
      });

    // Saved: leaving no longer asks.
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await expect(page).toHaveURL(/\/admin\/portfolio$/);

    await page.goto(`/admin/portfolio/edit/${project.id}`);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: `Supprimer « ${title} (v2) » ?` })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(toast(page, 'Élément supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/portfolio$/);
    expect(await findProjectByTitle(request, `${title} (v2)`)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await deleteProjects(request, [project.id]);
  }
});

test('the screens in English', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const title = uniqueName('English');
  const project = await createProject(request, title, { title: { fr: title } });
  try {
    await signIn(page);
    await page.goto(`/admin/portfolio?lang=en&search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New project' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expect(page.getByLabel('Category')).toBeVisible();
    await expect(page.getByRole('switch', { name: `Published: ${title}` })).toBeVisible();
    await expect(tableRows(page).first().getByText('EN missing')).toBeVisible();
    await expect(page.getByText('Brouillons')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The French text is required').first()).toBeVisible();
    await expect(page.getByText('Cover image', { exact: true })).toBeVisible();
    await expect(page.getByText('Enregistrer')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  } finally {
    await deleteProjects(request, [project.id]);
  }
});

test('an editor creates and edits a project', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const editor = await createStaff(request, 'editor');
  const title = uniqueName('Projet éditrice');
  try {
    await signIn(page, editor);
    await page.goto('/admin/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await page.getByRole('link', { name: 'Nouveau projet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau projet' })).toBeVisible();
    await page
      .getByRole('group', { name: /^Titre/ })
      .getByLabel('Français')
      .fill(title);
    await page
      .getByRole('group', { name: /^Résumé/ })
      .getByLabel('Français')
      .fill('Un résumé.');
    await typeBody(page, 'Le corps du projet.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Élément créé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/portfolio\/edit\/\d+$/);

    await page.getByLabel('Technologies').fill('Figma');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
    await expect.poll(async () => (await findProjectByTitle(request, title))?.technologies).toEqual(['Figma']);
    expect((await findProjectByTitle(request, title))?.published).toBe(false);
    expect(errors).toEqual([]);
  } finally {
    const created = await findProjectByTitle(request, title);
    if (created) await deleteProjects(request, [created.id]);
  }
});

test('a presentation video typed in the form shows on the project page, in both languages', async ({
  page,
  request,
}) => {
  const title = uniqueName('Projet vidéo');
  const project = await createProject(request, title, { published: true });
  try {
    await signIn(page);
    await page.goto(`/admin/portfolio/edit/${project.id}`);
    const video = page.getByLabel('Vidéo de présentation');
    await expect(video).toHaveValue('');
    await video.fill('ftp://example.org/film');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Adresse web invalide')).toBeVisible();
    await video.fill('https://www.youtube.com/watch?v=weltaare');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Modifications enregistrées')).toBeVisible();

    await visit(page, `/portfolio/${project.slug}`);
    const french = page.getByRole('link', { name: /Voir la vidéo de présentation/ });
    await expect(french).toHaveAttribute('href', 'https://www.youtube.com/watch?v=weltaare');
    await visit(page, `/en/portfolio/${project.slug}`);
    await expect(page.getByRole('link', { name: /Watch the presentation video/ })).toBeVisible();
  } finally {
    await deleteProjects(request, [project.id]);
  }
});
