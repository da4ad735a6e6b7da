import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, apiLogin, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, toast, uploadImage } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// The list and form every content kind shares are tested in content-kinds.spec.ts; here, the gallery,
// the video, the navigation guard and the public portfolio.

interface Project {
  id: number;
  slug: string;
  title: { fr: string; en?: string };
  category: string;
  published: boolean;
  featured: boolean;
  gallery: string[];
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

test('the publish and feature switches of the list put a project on the public site and take it off', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const title = uniqueName('Bascule');
  const project = await createProject(request, title);
  try {
    await signIn(page);
    await page.goto(`/admin/portfolio?search=${encodeURIComponent(title)}`);
    const published = page.getByRole('switch', { name: `Publié : ${title}` });
    const featured = page.getByRole('switch', { name: `À la une : ${title}` });
    await expect(published).not.toBeChecked();

    await published.click();
    await expect(toast(page, `« ${title} » mis à jour`)).toBeVisible();
    await expect(published).toBeChecked();
    await featured.click();
    await expect(featured).toBeChecked();
    await expect.poll(async () => (await findProjectByTitle(request, title))?.featured).toBe(true);
    expect((await findProjectByTitle(request, title))?.published).toBe(true);

    // The list's state tabs follow the switches.
    const tabs = page.getByRole('navigation', { name: 'États' });
    await tabs.getByRole('link', { name: 'À la une 1', exact: true }).click();
    await expect(page.getByText('1 résultat(s)')).toBeVisible();
    await tabs.getByRole('link', { name: 'Publiés 1', exact: true }).click();
    await expect(page.getByText('1 résultat(s)')).toBeVisible();

    // The public site shows the project once published, and not once withdrawn.
    const publicPage = await page.context().newPage();
    await visit(publicPage, `/portfolio/${project.slug}`);
    await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await published.click();
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
    await expect.poll(async () => (await findProjectByTitle(request, title))?.published).toBe(false);
    const hidden = await visit(publicPage, `/portfolio/${project.slug}`);
    expect(hidden?.status()).toBe(404);
    await publicPage.close();
    await tabs.getByRole('link', { name: 'Brouillons 1', exact: true }).click();
    await expect(published).not.toBeChecked();
    expect(errors).toEqual([]);
  } finally {
    await deleteProjects(request, [project.id]);
  }
});

test('a project published with a gallery is on the public portfolio at once', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const title = uniqueName('Projet créé');
  try {
    await signIn(page);
    await page.goto('/admin/portfolio/new');
    await page
      .getByRole('group', { name: /^Titre/ })
      .getByLabel('Français')
      .fill(title);
    await page
      .getByRole('group', { name: /^Résumé/ })
      .getByLabel('Français')
      .fill(`Résumé de ${title}`);
    await typeBody(page, 'Une description détaillée du projet.');
    await page.getByLabel('Catégorie').selectOption({ label: 'Applications mobiles' });

    const gallery = page.getByText('Ajouter une image à la galerie', { exact: true }).locator('..');
    await uploadImage(page, gallery.locator('input[type="file"]'), await pngFile('galerie.png'));
    await expect(page.getByRole('img', { name: 'Image 1 de la galerie' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retirer l’image 1' })).toBeVisible();

    await page.getByRole('switch', { name: 'Publié (visible sur le site)' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, `« ${title} » créé`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/portfolio\/edit\/\d+$/);

    const saved = await findProjectByTitle(request, title);
    expect(saved).toMatchObject({ category: 'mobile', published: true });
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

test('the navigation menu waits for unsaved changes too; an English title emptied is dropped', async ({
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

    await titleFr.fill(`${title} (v2)`);
    // The navigation lives in a menu on phones.
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: 'Navigation de l’administration' })
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

    await page
      .getByRole('group', { name: /^Titre/ })
      .getByLabel('Anglais')
      .fill('');
    await expect(page.getByRole('group', { name: /^Titre/ }).getByText('EN manquant')).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, `« ${title} (v2) » enregistré`)).toBeVisible();
    await expect
      .poll(async () => (await findProjectByTitle(request, `${title} (v2)`))?.title)
      .toEqual({
        fr: `${title} (v2)`,
      });
    expect(errors).toEqual([]);
  } finally {
    await deleteProjects(request, [project.id]);
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
    await expect(toast(page, `« ${title} » enregistré`)).toBeVisible();

    await visit(page, `/portfolio/${project.slug}`);
    const french = page.getByRole('link', { name: /Voir la vidéo de présentation/ });
    await expect(french).toHaveAttribute('href', 'https://www.youtube.com/watch?v=weltaare');
    await visit(page, `/en/portfolio/${project.slug}`);
    await expect(page.getByRole('link', { name: /Watch the presentation video/ })).toBeVisible();
  } finally {
    await deleteProjects(request, [project.id]);
  }
});
