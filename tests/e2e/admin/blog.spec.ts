import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiWithToken, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// The list and form every content kind shares are tested in content-kinds.spec.ts; here, the seeded
// posts, the rich-text editor, tags, publication dates, the author and the public blog.

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

async function createDraft(request: APIRequestContext, token: string, title: string): Promise<CreatedPost> {
  return apiWithToken<CreatedPost>(request, token, 'POST', '/admin/blog', postInput(title));
}

async function deletePosts(request: APIRequestContext, token: string, ids: number[]) {
  for (const id of ids)
    await request.delete(`/api/admin/blog/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

const frenchBodyEditor = (page: Page) => page.getByRole('textbox', { name: /Texte de l’article · Français/ });
const frenchToolbar = (page: Page) => page.getByRole('toolbar', { name: 'Mise en forme' }).first();

test.describe('admin blog list', () => {
  test('a seeded post is listed as published', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/blog');
    await expect(
      page.getByRole('switch', { name: 'Publié : Cybersécurité : cinq réflexes simples pour protéger votre PME' }),
    ).toBeChecked();
  });

  test('the published switch puts a post on the public blog and takes it off again', async ({ page }) => {
    const title = uniqueName('Article bascule');
    const token = await signIn(page);
    const post = await createDraft(page.request, token, title);
    try {
      await page.goto(`/admin/blog?search=${encodeURIComponent(title)}`);
      expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);
      await expect(rowLinkedTo(page, title)).toContainText('Brouillon');

      const toggle = page.getByRole('switch', { name: `Publié : ${title}` });
      await toggle.click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `« ${title} » mis à jour` })
          .first(),
      ).toBeVisible();
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
      await page.goto('/admin/blog/new');
      await page.getByRole('group', { name: 'Titre' }).getByLabel('Français').fill(title);
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

      // Tags are kept in lower case, in both languages.
      const tags = page.getByRole('group', { name: /^Étiquettes/ });
      await tags.getByLabel('Français').fill('TipTap, e2e');
      await tags.getByLabel('Anglais').fill('TipTap, end-to-end');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(`« ${title} » créé`).first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);
      postId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
      await expect(tags.getByLabel('Français')).toHaveValue('tiptap, e2e');
      await expect(tags.getByLabel('Anglais')).toHaveValue('tiptap, end-to-end');
      const slug = await page.getByLabel('Slug (adresse)').inputValue();
      expect(slug).toMatch(/^article-riche-/);

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
      await expect(page.getByText(`« ${title} » enregistré`).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voir l’article sur le site' })).toBeVisible();

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
      // The first save's toast is still up during the second save: wait for each save's answer instead.
      const save = async () => {
        const saved = page.waitForResponse(
          (response) => response.request().method() !== 'GET' && response.url().endsWith(`/api/admin/blog/${post.id}`),
        );
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        expect((await saved).ok()).toBe(true);
        await expect(page.getByText(`« ${title} » enregistré`).first()).toBeVisible();
      };
      await page.getByRole('group', { name: 'Résumé' }).getByLabel('Français').fill(`Nouveau résumé de ${title}`);
      await save();
      const kept = await apiWithToken<CreatedPost>(page.request, token, 'GET', `/admin/blog/${post.id}`);
      expect(kept.published_at).toBe('2025-03-14T09:26:53.000Z');

      await date.fill('2025-05-02T10:30');
      await save();
      await expect(date).toHaveValue('2025-05-02T10:30');
      const moved = await apiWithToken<CreatedPost>(page.request, token, 'GET', `/admin/blog/${post.id}`);
      // Read on Conakry's clock (GMT), whatever the browser's.
      expect(moved.published_at).toBe('2025-05-02T10:30:00.000Z');
    } finally {
      await deletePosts(page.request, token, [post.id]);
    }
  });

  test('a change typed in the rich-text editor is guarded too, and lost when leaving', async ({ page }) => {
    const title = uniqueName('Article brouillon');
    const token = await signIn(page);
    const post = await createDraft(page.request, token, title);
    try {
      await page.goto(`/admin/blog/edit/${post.id}`);
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
    } finally {
      await deletePosts(page.request, token, [post.id]);
    }
  });
});

test('a post an editor writes is signed with her name', async ({ page }) => {
  const editor = await createStaff(page.request, 'editor');
  const title = uniqueName('Article éditrice');
  const editorToken = await signIn(page, editor);
  let id: number | null = null;
  try {
    await page.goto('/admin/blog/new');
    await expect(page.getByLabel('Auteur')).toHaveValue(editor.name);
    await page.getByRole('group', { name: 'Titre' }).getByLabel('Français').fill(title);
    await page.getByRole('group', { name: 'Résumé' }).getByLabel('Français').fill('Écrit par une éditrice.');
    await frenchBodyEditor(page).click();
    await page.keyboard.type('Un texte court.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`« ${title} » créé`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);
    id = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
    const stored = await apiWithToken<{ author_name: string }>(page.request, editorToken, 'GET', `/admin/blog/${id}`);
    expect(stored.author_name).toBe(editor.name);
  } finally {
    if (id) await deletePosts(page.request, editorToken, [id]);
  }
});
