import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiWithToken, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, rowLinkedTo } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

interface CreatedPost {
  id: number;
  slug: string;
  status: 'draft' | 'published';
  published_at: string | null;
}

function postInput(title: string, extra: object = {}) {
  return {
    title: { fr: title },
    excerpt: { fr: `Résumé de ${title}` },
    body: { fr: `<p>Texte de ${title}</p>` },
    author_name: 'Équipe e2e',
    ...extra,
  };
}

async function createDrafts(request: APIRequestContext, token: string, titles: string[]): Promise<CreatedPost[]> {
  const created: CreatedPost[] = [];
  for (const title of titles)
    created.push(await apiWithToken<CreatedPost>(request, token, 'POST', '/admin/blog', postInput(title)));
  return created;
}

async function deletePosts(request: APIRequestContext, token: string, ids: number[]) {
  for (const id of ids)
    await request.delete(`/api/admin/blog/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

// The machine is shared with other suites: give the screens time under load.
test.describe.configure({ timeout: 60_000 });

const frenchBodyEditor = (page: Page) => page.getByRole('textbox', { name: /Texte de l'article · Français/ });
const frenchToolbar = (page: Page) => page.getByRole('toolbar', { name: 'Mise en forme' }).first();

test.describe('admin blog list', () => {
  test('shows posts with their counts and states; search, status, sort and pages change the rows', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const prefix = uniqueName('Zébulon');
    const titles = Array.from({ length: 21 }, (_, index) => `${prefix} ${String(index + 1).padStart(2, '0')}`);
    const token = await signIn(page);
    const drafts = await createDrafts(page.request, token, titles);
    try {
      await page.goto('/admin/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(page).toHaveTitle('Blog · Administration Weltaare');
      await expect(page.getByRole('link', { name: 'Nouvel article' })).toBeVisible();
      const stats = page.locator('dl').first();
      await expect(stats).toContainText('Articles');
      await expect(stats).toContainText('Brouillons');
      await expect(page.getByRole('columnheader', { name: 'Titre' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Publication' })).toBeVisible();
      await expect(
        page.getByRole('switch', { name: 'Publié : Cybersécurité : cinq réflexes simples pour protéger votre PME' }),
      ).toBeChecked();
      await expectNoAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
      await expect(page).toHaveURL(/search=/);
      await expect(page.getByText('21 résultat(s)')).toBeVisible();
      await expect(page.locator('tbody tr[data-row-id]')).toHaveCount(20);
      await expect(rowLinkedTo(page, 'Cybersécurité : cinq réflexes simples pour protéger votre PME')).toHaveCount(0);
      // Drafts have no date: the newest comes first.
      await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} 21`);
      await expect(rowLinkedTo(page, `${prefix} 21`)).toContainText('Brouillon');

      const pages = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pages).toContainText('Page 1 sur 2');
      await pages.getByRole('button', { name: 'Suivant' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pages).toContainText('Page 2 sur 2');
      await expect(page.locator('tbody tr[data-row-id]')).toHaveCount(1);
      await expect(rowLinkedTo(page, `${prefix} 01`)).toBeVisible();

      await page.getByLabel('Trier par').selectOption('title');
      await expect(page).toHaveURL(/sort=title/);
      await expect(page).not.toHaveURL(/page=2/);
      await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} 01`);

      await page.getByLabel('Statut').selectOption('published');
      await expect(page).toHaveURL(/status=published/);
      await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
      await page.getByLabel('Statut').selectOption('draft');
      await expect(page.getByText('21 résultat(s)')).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Statut')).toHaveValue('draft');
      await expect(page.getByLabel('Trier par')).toHaveValue('title');
      await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} 01`);
      expect(errors).toEqual([]);
    } finally {
      await deletePosts(
        page.request,
        token,
        drafts.map((post) => post.id),
      );
    }
  });

  test('the published switch puts a post on the public blog and takes it off again', async ({ page }) => {
    const title = uniqueName('Article bascule');
    const token = await signIn(page);
    const [post] = await createDrafts(page.request, token, [title]);
    if (!post) throw new Error('no post created');
    try {
      await page.goto(`/admin/blog?search=${encodeURIComponent(title)}`);
      expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);

      const toggle = page.getByRole('switch', { name: `Publié : ${title}` });
      await toggle.click();
      await expect(page.getByRole('status').filter({ hasText: 'Mise à jour effectuée' }).first()).toBeVisible();
      await expect(toggle).toBeChecked();
      await expect(rowLinkedTo(page, title)).toContainText('Publié');
      expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(200);

      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect(rowLinkedTo(page, title)).toContainText('Brouillon');
      expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);
    } finally {
      await deletePosts(page.request, token, [post.id]);
    }
  });

  test('deleting asks for confirmation first', async ({ page }) => {
    const title = uniqueName('Article à supprimer');
    const token = await signIn(page);
    await createDrafts(page.request, token, [title]);
    await page.goto(`/admin/blog?search=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Supprimer ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${title} » ?` });
    await expect(dialog).toContainText('Cette action est définitive.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(rowLinkedTo(page, title)).toBeVisible();

    await page.getByRole('button', { name: `Supprimer ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Élément supprimé').first()).toBeVisible();
    await expect(rowLinkedTo(page, title)).toHaveCount(0);
  });
});

test.describe('admin blog form', () => {
  test('writes a post with the rich-text editor; a draft stays private, publishing shows it at once', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    const title = uniqueName('Article riche');
    const heading = uniqueName('Section importante');
    const boldText = uniqueName('mot essentiel');
    let postId: number | null = null;
    const token = await signIn(page);
    try {
      await page.goto('/admin/blog');
      await page.getByRole('link', { name: 'Nouvel article' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();
      await expect(frenchBodyEditor(page)).toBeVisible();

      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Le formulaire contient des erreurs : corrigez les champs signalés.')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Titre' })).toContainText('Le texte en français est obligatoire');
      await expect(page.getByRole('group', { name: "Texte de l'article" })).toContainText(
        'Le texte en français est obligatoire',
      );

      const titleGroup = page.getByRole('group', { name: 'Titre' });
      await titleGroup.getByLabel('Français').fill(title);
      await expect(titleGroup.getByText('EN manquant')).toBeVisible();
      await page.getByRole('group', { name: 'Résumé' }).getByLabel('Français').fill('Un article écrit au clavier.');

      // The rich-text editor: a heading and a bold word, made with the toolbar.
      await frenchBodyEditor(page).click();
      await frenchToolbar(page).getByRole('button', { name: 'Titre de section' }).click();
      await expect(frenchBodyEditor(page)).toBeFocused();
      await page.keyboard.type(heading);
      await page.keyboard.press('Enter');
      await page.keyboard.type('Un paragraphe avec un ');
      const bold = frenchToolbar(page).getByRole('button', { name: 'Gras' });
      await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      await expect(frenchBodyEditor(page)).toBeFocused();
      await page.keyboard.type(boldText);
      await expect(frenchBodyEditor(page).locator('h2')).toHaveText(heading);
      await expect(frenchBodyEditor(page).locator('strong')).toHaveText(boldText);
      await expect(page.getByRole('group', { name: "Texte de l'article" }).getByText('EN manquant')).toBeVisible();

      const tags = page.getByRole('group', { name: /^Étiquettes/ });
      await tags.getByLabel('Français').fill('TipTap, e2e');
      await tags.getByLabel('Anglais').fill('TipTap, end-to-end');
      await page.getByLabel('Choisir une image').setInputFiles(await pngFile('couverture.png'));
      await expect(page.getByTestId('image-preview')).toBeVisible();
      await expect(page.getByText('Image envoyée').first()).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Publié (visible sur le site)' })).not.toBeChecked();

      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Élément créé').first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);
      postId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
      await expect(page.getByRole('heading', { level: 1, name: "Modifier l'article" })).toBeVisible();
      await expect(tags.getByLabel('Français')).toHaveValue('tiptap, e2e');
      await expect(tags.getByLabel('Anglais')).toHaveValue('tiptap, end-to-end');
      const slug = await page.getByLabel('Slug (adresse)').inputValue();
      expect(slug).toMatch(/^article-riche-/);
      await expectNoAxeViolations(page);

      // A draft is on neither the public list nor its own page.
      // An anonymous visitor in a context of their own (their language choice stays theirs).
      const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
      const visitor = await visitorContext.newPage();
      await visit(visitor, '/blog');
      await expect(visitor.getByRole('heading', { level: 2, name: 'Articles', exact: true })).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
      expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(404);

      await page.getByRole('switch', { name: 'Publié (visible sur le site)' }).click();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
      await expect(page.getByRole('link', { name: "Voir l'article sur le site" })).toBeVisible();

      await visit(visitor, '/blog');
      await expect(visitor.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await visit(visitor, `/blog/${slug}`);
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const article = visitor.locator('article');
      await expect(article.locator('h2', { hasText: heading })).toBeVisible();
      await expect(article.locator('strong', { hasText: boldText })).toBeVisible();
      await visitorContext.close();
      expect(errors).toEqual([]);
    } finally {
      if (postId) await deletePosts(page.request, token, [postId]);
    }
  });

  test('saving a published post again keeps its publication date unless the editor changes it', async ({ page }) => {
    const title = uniqueName('Article daté');
    const token = await signIn(page);
    const post = await apiWithToken<CreatedPost>(
      page.request,
      token,
      'POST',
      '/admin/blog',
      postInput(title, { status: 'published', published_at: '2025-03-14T09:26:53.000Z' }),
    );
    try {
      await page.goto(`/admin/blog/edit/${post.id}`);
      const date = page.getByLabel('Date de publication');
      await expect(date).not.toHaveValue('');
      await page.getByRole('group', { name: 'Résumé' }).getByLabel('Français').fill(`Nouveau résumé de ${title}`);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
      const kept = await apiWithToken<CreatedPost>(page.request, token, 'GET', `/admin/blog/${post.id}`);
      expect(kept.published_at).toBe('2025-03-14T09:26:53.000Z');

      await date.fill('2025-05-02T10:30');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
      await expect(date).toHaveValue('2025-05-02T10:30');
      const moved = await apiWithToken<CreatedPost>(page.request, token, 'GET', `/admin/blog/${post.id}`);
      const expected = await page.evaluate(() => new Date('2025-05-02T10:30').toISOString());
      expect(moved.published_at).toBe(expected);
    } finally {
      await deletePosts(page.request, token, [post.id]);
    }
  });

  test('warns before leaving unsaved changes and deletes from the form', async ({ page }) => {
    const title = uniqueName('Article brouillon');
    const token = await signIn(page);
    const [post] = await createDrafts(page.request, token, [title]);
    if (!post) throw new Error('no post created');
    await page.goto(`/admin/blog/edit/${post.id}`);
    const titleField = page.getByRole('group', { name: 'Titre' }).getByLabel('Français');
    await expect(titleField).toHaveValue(title);
    await expect(frenchBodyEditor(page)).toContainText(`Texte de ${title}`);

    await frenchBodyEditor(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' et une suite');
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(dialog).toContainText('Si vous quittez cette page, vos modifications seront perdues.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post.id}$`));
    await expect(frenchBodyEditor(page)).toContainText('et une suite');

    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const stored = await apiWithToken<{ body: { fr: string } }>(page.request, token, 'GET', `/admin/blog/${post.id}`);
    expect(stored.body.fr).toBe(`<p>Texte de ${title}</p>`);

    await page.goto(`/admin/blog/edit/${post.id}`);
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('alertdialog', { name: `Supprimer « ${title} » ?` })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByText('Élément supprimé').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });
});

test.describe('admin blog in English and for editors', () => {
  test('the list and the form read in English', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await page.goto('/admin/blog?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByText('The blog posts: drafts, published and scheduled posts.')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expect(page.locator('dl').first()).toContainText('Drafts');
    await expect(page.getByLabel('Status')).toBeVisible();
    await expect(page.getByText('Nouvel article')).toHaveCount(0);
    await expect(page.getByText('Brouillons')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Post text · French/ })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Published (shown on the site)' })).toBeVisible();
    await expect(page.getByLabel('Publication date')).toBeVisible();
    await expect(page.getByText('Cover image')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('group', { name: 'Title' })).toContainText('The French text is required');
    await expect(page.getByText("Texte de l'article")).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('an editor writes and publishes posts too', async ({ page }) => {
    const editor = await createStaff(page.request, 'editor');
    const title = uniqueName('Article éditrice');
    const editorToken = await signIn(page, editor);
    await page.goto('/admin/blog/new');
    await page.getByRole('group', { name: 'Titre' }).getByLabel('Français').fill(title);
    await page.getByRole('group', { name: 'Résumé' }).getByLabel('Français').fill('Écrit par une éditrice.');
    await frenchBodyEditor(page).click();
    await page.keyboard.type('Un texte court.');
    await expect(page.getByLabel('Auteur')).toHaveValue(editor.name);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Élément créé').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);
    const id = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
    await deletePosts(page.request, editorToken, [id]);
  });
});
