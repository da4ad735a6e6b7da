import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seedBlogPosts } from '../../server/db/seed/content/blog-posts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { openPage, visit } from './support/language.ts';
import { E2E_BASE_URL } from './support/server-settings.ts';
import { waitForHydration } from './support/hydration.ts';
import { localizedPath } from '#contract/page-urls.ts';
import { expectShowsPicture, shownPicture } from './support/pictures.ts';

type Lang = 'fr' | 'en';

interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  author_name: string;
  tags: string[];
  published_at: string;
}

interface Post extends PostSummary {
  body: string;
}

const PER_PAGE = 9;
const DRAFT_SLUGS = seedBlogPosts.filter((post) => post.status !== 'published').map((post) => post.slug);

async function listPosts(request: APIRequestContext, lang: Lang, query = '') {
  const response = await request.get(`/api/blog?per_page=${PER_PAGE}&lang=${lang}${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: PostSummary[]; meta: { total: number; total_pages: number } };
}

async function readPost(request: APIRequestContext, slug: string, lang: Lang) {
  const response = await request.get(`/api/blog/${encodeURIComponent(slug)}?lang=${lang}`);
  return ((await response.json()) as { data: Post }).data;
}

function longDate(value: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value),
  );
}

/** 200 words a minute, rounded up, counted on the text of the body. */
function readingMinutes(html: string) {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .trim()
    .split(/\s+/).length;
  return Math.max(1, Math.ceil(words / 200));
}

function cards(page: Page) {
  return page.getByRole('region', { name: /^Articles/ }).getByRole('article');
}

async function expectCardsToShow(page: Page, lang: Lang, posts: PostSummary[]) {
  const articles = cards(page);
  await expect(articles).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const card = articles.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(post.title);
    await expect(card.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      localizedPath(`/blog/${post.slug}`, lang),
    );
    await expect(card.getByText(post.excerpt)).toBeVisible();
    await expect(card.getByText(`${lang === 'fr' ? 'Par' : 'By'} ${post.author_name}`)).toBeVisible();
    await expect(card.locator('time')).toHaveText(longDate(post.published_at, lang));
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(
      post.tags.map((tag) => `#${tag}`),
    );
  }
}

test.describe('blog list', () => {
  test('shows exactly the published posts of the API, in French, and never a draft', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { data: posts, meta } = await listPosts(request, 'fr');
    expect(posts.length).toBeGreaterThan(0);
    const response = await visit(page, '/blog');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Blog : conseils et actualités du digital | Weltaare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conseils et actualités');
    await expect(page.getByRole('heading', { level: 2, name: 'Articles' })).toBeVisible();
    await expectCardsToShow(page, 'fr', posts);
    const html = await page.content();
    for (const slug of DRAFT_SLUGS) expect(html).not.toContain(slug);
    // The seed fits on one page: no pagination until there are more than 9 posts.
    expect(meta.total_pages).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Pagination des articles' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a tag link filters the list and "see all" clears the filter', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { data: all } = await listPosts(request, 'fr');
    const tag = all[0]!.tags[0]!;
    const { data: tagged } = await listPosts(request, 'fr', `&tag=${encodeURIComponent(tag)}`);
    await visit(page, '/blog');
    await waitForHydration(page);
    await cards(page)
      .first()
      .getByRole('link', { name: `#${tag}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/blog?tag=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('heading', { level: 2, name: `Articles avec le tag « ${tag} »` })).toBeVisible();
    await expectCardsToShow(page, 'fr', tagged);
    await page.getByRole('link', { name: 'Voir tous les articles' }).click();
    await expect(page).toHaveURL('/blog');
    await expectCardsToShow(page, 'fr', all);
    expect(errors).toEqual([]);
  });

  test('a tag without posts shows the empty message', async ({ page }) => {
    const response = await visit(page, '/blog?tag=aucun-article-ici');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Aucun article avec le tag « aucun-article-ici » pour le moment.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('renders in English under /en', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { data: posts } = await listPosts(request, 'en');
    await openPage(page, '/blog', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Blog: digital tips and news | Weltaare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tips and news');
    await expectCardsToShow(page, 'en', posts);
    const tag = posts[0]!.tags[0]!;
    await cards(page)
      .first()
      .getByRole('link', { name: `#${tag}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/en/blog?${new URLSearchParams({ tag }).toString()}`);
    await expect(page.getByRole('heading', { level: 2, name: `Articles tagged “${tag}”` })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('is readable without JavaScript', async ({ browser, request }) => {
    const { data: posts } = await listPosts(request, 'fr');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conseils et actualités');
    await expect(cards(page)).toHaveCount(posts.length);
    await visit(page, `/blog/${posts[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0]!.title);
    await context.close();
  });

  // The page as it opens is checked by the crawl (crawl.spec.ts); here, with a tag no article has.
  test('passes axe-core with a tag no article has', async ({ page }) => {
    await visit(page, '/blog?tag=aucun-article-ici');
    await expectNoAxeViolations(page);
  });
});

test.describe('blog article', () => {
  test('shows the post with its author, date, reading time, cover, body and tags', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const summary = (await listPosts(request, 'fr')).data[0]!;
    const post = await readPost(request, summary.slug, 'fr');
    const response = await visit(page, `/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    // A search result shows about 60 characters: a longer title is cut at a word, without the site name.
    const title = await page.title();
    if (`${post.title} | Weltaare`.length <= 60) expect(title).toBe(`${post.title} | Weltaare`);
    else {
      expect(title.length).toBeLessThanOrEqual(60);
      expect(post.title.startsWith(title.slice(0, -1))).toBe(true);
      expect(title.endsWith('…')).toBe(true);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(`Par ${post.author_name}`)).toBeVisible();
    await expect(page.locator('main time').first()).toHaveText(longDate(post.published_at, 'fr'));
    await expect(page.getByText(`${readingMinutes(post.body)} min de lecture`)).toBeVisible();
    await expect(page.getByText(post.excerpt)).toBeVisible();
    const firstSubheading = /<h2>(.*?)<\/h2>/.exec(post.body)?.[1];
    if (firstSubheading) await expect(page.getByRole('heading', { level: 2, name: firstSubheading })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(
      post.tags.map((tag) => `#${tag}`),
    );
    if (post.cover_image) await expectShowsPicture(shownPicture(page.getByRole('main')), post.cover_image);
    // The link preview the server draws from the title and the cover (ADR 0012).
    const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(preview?.startsWith(`${E2E_BASE_URL}/og/fr/blog/${post.slug}.jpg?v=`)).toBe(true);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    // The article's own block, beside the breadcrumb trail of the layout.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks
      .map((text) => JSON.parse(text) as { '@type': string })
      .find((block) => block['@type'] === 'BlogPosting') as {
      '@type': string;
      headline: string;
      datePublished: string;
      author: { name: string };
      image: unknown;
    };
    expect(jsonLd['@type']).toBe('BlogPosting');
    expect(jsonLd.headline).toBe(post.title);
    expect(jsonLd.datePublished).toBe(post.published_at);
    expect(jsonLd.author.name).toBe(post.author_name);
    expect(jsonLd.image).toEqual({ '@type': 'ImageObject', url: preview, width: 1200, height: 630 });

    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conseils et actualités');
    expect(errors).toEqual([]);
  });

  test('a card of the list opens its article', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const post = (await listPosts(request, 'fr')).data[1]!;
    await visit(page, '/blog');
    await waitForHydration(page);
    await page.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    expect(errors).toEqual([]);
  });

  test('renders in English with ?lang=en', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const summary = (await listPosts(request, 'en')).data[0]!;
    const post = await readPost(request, summary.slug, 'en');
    await openPage(page, `/blog/${post.slug}`, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(`By ${post.author_name}`)).toBeVisible();
    await expect(page.locator('main time').first()).toHaveText(longDate(post.published_at, 'en'));
    await expect(page.getByText(`${readingMinutes(post.body)} min read`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/en/blog');
    expect(errors).toEqual([]);
  });
});
