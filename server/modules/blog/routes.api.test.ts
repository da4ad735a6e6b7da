import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBlogPost, PublicBlogPostSummary } from '#contract/schemas/blog.ts';
import { blogPosts } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The seeded published posts (server/db/seed/content/blog-posts.ts), newest first. */
const PUBLISHED = [
  'cybersecurite-cinq-reflexes-pme',
  'etudier-au-canada-ou-en-france-calendrier',
  'accepter-orange-money-mtn-momo-en-ligne',
  'site-web-mobile-first-pme-guineennes',
];
const DRAFT = 'reseaux-sociaux-quel-reseau-choisir';

const slugs = (list: PublicBlogPostSummary[]) => list.map((post) => post.slug);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts posts for one test and removes them afterwards. */
async function withPosts(values: (typeof blogPosts.$inferInsert)[], run: () => Promise<void>) {
  const rows = await ctx.database.db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  try {
    await run();
  } finally {
    await ctx.database.db.delete(blogPosts).where(
      inArray(
        blogPosts.id,
        rows.map((row) => row.id),
      ),
    );
  }
}

const extraPost = (slug: string, overrides: Partial<typeof blogPosts.$inferInsert>) => ({
  slug,
  title: { fr: `Titre ${slug}`, en: `Title ${slug}` },
  excerpt: { fr: 'Résumé', en: 'Summary' },
  body: { fr: '<p>Corps</p>', en: '<p>Body</p>' },
  authorName: 'Équipe Weltaare',
  tags: [{ fr: 'test' }],
  ...overrides,
});

describe('GET /api/blog', () => {
  it('lists published posts newest first, without bodies, with pagination meta, in French by default', async () => {
    const response = await get('/api/blog');
    expect(response.statusCode).toBe(200);
    const json = body<PublicBlogPostSummary[]>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('OK');
    expect(slugs(json.data)).toEqual(PUBLISHED);
    expect(json.meta).toEqual({ page: 1, per_page: 12, total: 4, total_pages: 1 });

    const first = json.data[0];
    expect(first).toEqual({
      id: expect.any(Number),
      slug: 'cybersecurite-cinq-reflexes-pme',
      slugs: { fr: 'cybersecurite-cinq-reflexes-pme', en: 'cybersecurity-five-habits-for-your-business' },
      title: 'Cybersécurité : cinq réflexes simples pour protéger votre PME',
      excerpt: expect.stringContaining('Piratage de pages Facebook'),
      cover_image: '/media/seed/blog/cybersecurite-cinq-reflexes-pme',
      author_name: 'Oumar Sylla',
      tags: ['cybersécurité', 'pme', 'bonnes-pratiques'],
      published_at: '2026-10-02T09:00:00.000Z',
      updated_at: expect.any(String),
    });
    expect(json.data.every((post) => !('body' in post))).toBe(true);
  });

  it('never lists a draft', async () => {
    const response = await get('/api/blog?per_page=100');
    expect(slugs(body<PublicBlogPostSummary[]>(response).data)).not.toContain(DRAFT);
    expect(response.body).not.toContain('TikTok');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicBlogPostSummary[]>(await get('/api/blog?lang=en'));
    const byHeader = body<PublicBlogPostSummary[]>(await get('/api/blog', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(byQuery.data[0]?.title).toBe('Cybersecurity: five simple habits to protect your business');
    expect(byHeader.data[0]?.title).toBe('Cybersecurity: five simple habits to protect your business');
    expect(byQuery.data[1]?.excerpt).toContain('The paperwork for studying abroad');
  });

  it('falls back to French for a post with no English text', async () => {
    await withPosts(
      [
        extraPost('article-en-francais-seulement', {
          title: { fr: 'Article en français seulement' },
          excerpt: { fr: 'Résumé français' },
          body: { fr: '<p>Corps français</p>' },
          status: 'published',
          publishedAt: new Date(Date.now() - DAY_MS),
        }),
      ],
      async () => {
        const json = body<PublicBlogPostSummary[]>(await get('/api/blog?lang=en'));
        expect(json.data[0]?.title).toBe('Article en français seulement');
        expect(json.data[0]?.excerpt).toBe('Résumé français');
      },
    );
  });

  it('paginates the published posts', async () => {
    const page2 = body<PublicBlogPostSummary[]>(await get('/api/blog?page=2&per_page=3'));
    expect(slugs(page2.data)).toEqual(PUBLISHED.slice(3));
    expect(page2.meta).toEqual({ page: 2, per_page: 3, total: 4, total_pages: 2 });

    const beyond = body<PublicBlogPostSummary[]>(await get('/api/blog?page=5&per_page=3'));
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ page: 5, per_page: 3, total: 4, total_pages: 2 });
  });

  it('filters by tag, case-insensitively, accents included, published posts only', async () => {
    const pme = body<PublicBlogPostSummary[]>(await get('/api/blog?tag=pme'));
    expect(slugs(pme.data)).toEqual(['cybersecurite-cinq-reflexes-pme', 'site-web-mobile-first-pme-guineennes']);
    expect(pme.meta?.total).toBe(2);

    const upper = body<PublicBlogPostSummary[]>(await get('/api/blog?tag=PME'));
    expect(slugs(upper.data)).toEqual(slugs(pme.data));

    const accented = body<PublicBlogPostSummary[]>(await get(`/api/blog?tag=${encodeURIComponent('études')}`));
    expect(slugs(accented.data)).toEqual(['etudier-au-canada-ou-en-france-calendrier']);

    // Only the draft carries this tag.
    const draftOnly = body<PublicBlogPostSummary[]>(
      await get(`/api/blog?tag=${encodeURIComponent('réseaux-sociaux')}`),
    );
    expect(draftOnly.data).toEqual([]);
    expect(draftOnly.meta?.total).toBe(0);

    // A tag matches whole, never a part of a longer tag.
    const partial = body<PublicBlogPostSummary[]>(await get('/api/blog?tag=orange'));
    expect(partial.data).toEqual([]);

    const empty = body<PublicBlogPostSummary[]>(await get('/api/blog?tag='));
    expect(slugs(empty.data)).toEqual(PUBLISHED);
  });

  it('searches titles and excerpts in both languages, published posts only', async () => {
    // In the title of one post and the excerpt of another.
    const orange = body<PublicBlogPostSummary[]>(await get('/api/blog?search=orange%20money'));
    expect(slugs(orange.data)).toEqual(['cybersecurite-cinq-reflexes-pme', 'accepter-orange-money-mtn-momo-en-ligne']);

    // "habits" only appears in English, yet matches a French request.
    const english = body<PublicBlogPostSummary[]>(await get('/api/blog?search=HABITS'));
    expect(slugs(english.data)).toEqual(['cybersecurite-cinq-reflexes-pme']);
    expect(english.data[0]?.title).toBe('Cybersécurité : cinq réflexes simples pour protéger votre PME');

    // Only the draft mentions TikTok.
    const draft = body<PublicBlogPostSummary[]>(await get('/api/blog?search=tiktok'));
    expect(draft.data).toEqual([]);

    const percent = body<PublicBlogPostSummary[]>(await get(`/api/blog?search=${encodeURIComponent('%')}`));
    expect(percent.data).toEqual([]);
  });

  it('combines tag and search', async () => {
    const json = body<PublicBlogPostSummary[]>(await get('/api/blog?tag=pme&search=mobile'));
    expect(slugs(json.data)).toEqual(['site-web-mobile-first-pme-guineennes']);
  });

  it('hides a scheduled post until its publication time, and a published post with no date', async () => {
    await withPosts(
      [
        extraPost('article-programme', { status: 'published', publishedAt: new Date(Date.now() + DAY_MS) }),
        extraPost('article-sans-date', { status: 'published', publishedAt: null }),
        extraPost('brouillon-date', { status: 'draft', publishedAt: new Date(Date.now() - DAY_MS) }),
        extraPost('article-du-jour', { status: 'published', publishedAt: new Date(Date.now() - 60_000) }),
      ],
      async () => {
        const list = body<PublicBlogPostSummary[]>(await get('/api/blog'));
        expect(slugs(list.data)).toEqual(['article-du-jour', ...PUBLISHED]);
        expect(list.meta?.total).toBe(5);
        expect(body(await get('/api/blog?tag=test')).meta?.total).toBe(1);
        for (const slug of ['article-programme', 'article-sans-date', 'brouillon-date']) {
          expect((await get(`/api/blog/${slug}`)).statusCode, slug).toBe(404);
        }
        expect((await get('/api/blog/article-du-jour')).statusCode).toBe(200);
      },
    );
  });

  it('rejects invalid parameters with 422 and field errors in the visitor language', async () => {
    const response = await get(`/api/blog?page=0&per_page=101&tag=${'x'.repeat(61)}&lang=en`);
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.success).toBe(false);
    expect(json.message).toBe('The submitted data is invalid');
    expect(json.errors).toEqual({
      page: ['Invalid value'],
      per_page: ['Invalid value'],
      tag: ['This field is too long'],
    });
    expect(json).not.toHaveProperty('data');
  });

  it('answers invalid parameters in French by default', async () => {
    const response = await get(`/api/blog?page=abc&search=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.message).toBe('Les données envoyées sont invalides');
    expect(json.errors).toEqual({ page: ['Valeur invalide'], search: ['Ce champ est trop long'] });
  });

  it('rejects each bad parameter on its own', async () => {
    for (const query of ['page=0', 'page=1.5', 'per_page=0', 'per_page=1000', `tag=${'a'.repeat(61)}`]) {
      const response = await get(`/api/blog?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(body(response).errors ?? {}), query).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET /api/blog/:slug', () => {
  it('returns a published post with its body', async () => {
    const response = await get('/api/blog/accepter-orange-money-mtn-momo-en-ligne');
    expect(response.statusCode).toBe(200);
    const json = body<PublicBlogPost>(response);
    expect(json.success).toBe(true);
    expect(json.data.slug).toBe('accepter-orange-money-mtn-momo-en-ligne');
    expect(json.data.title).toBe('Accepter Orange Money et MTN MoMo sur votre site');
    expect(json.data.body).toContain('<strong>Orange Money</strong>');
    expect(json.data.author_name).toBe('Abdoulaye Barry');
    expect(json.data.tags).toEqual(['e-commerce', 'paiement-mobile', 'orange-money', 'mtn-momo']);
    expect(json.data.published_at).toBe('2026-04-14T09:00:00.000Z');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicBlogPost>(await get('/api/blog/site-web-mobile-first-pme-guineennes?lang=en')).data;
    const byHeader = body<PublicBlogPost>(
      await get('/api/blog/site-web-mobile-first-pme-guineennes', { 'accept-language': 'en' }),
    ).data;
    expect(byQuery.title).toBe('Why your website should be designed for mobile first');
    expect(byHeader).toEqual(byQuery);
    expect(byQuery.body).toContain('When customers look up your business');
    expect(byQuery.tags).toEqual(['web', 'mobile', 'sme', 'performance']);
    // The English page's slug is the answer's; both name the post in either language.
    expect(byQuery.slug).toBe('why-design-your-website-mobile-first');
    expect(byQuery.slugs).toEqual({
      fr: 'site-web-mobile-first-pme-guineennes',
      en: 'why-design-your-website-mobile-first',
    });
    const byEnglishSlug = body<PublicBlogPost>(await get('/api/blog/why-design-your-website-mobile-first')).data;
    expect(byEnglishSlug).toMatchObject({ slug: 'site-web-mobile-first-pme-guineennes', title: expect.any(String) });
  });

  it('filters by a tag in either language', async () => {
    const french = body<PublicBlogPostSummary[]>(await get('/api/blog?tag=pme'));
    const english = body<PublicBlogPostSummary[]>(await get('/api/blog?tag=sme&lang=en'));
    expect(slugs(french.data)).toEqual(['cybersecurite-cinq-reflexes-pme', 'site-web-mobile-first-pme-guineennes']);
    expect(english.data.map((post) => post.slugs?.fr)).toEqual(slugs(french.data));
    expect(english.data[0]?.tags).toEqual(['cybersecurity', 'sme', 'best-practices']);
  });

  it('hides a draft', async () => {
    const response = await get(`/api/blog/${DRAFT}`);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ success: false, message: 'Ressource introuvable' });
    expect(response.body).not.toContain('TikTok');
  });

  it('answers 404 in the envelope for an unknown slug, in the visitor language', async () => {
    const unknown = await get('/api/blog/does-not-exist');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ success: false, message: 'Ressource introuvable' });

    const english = await get('/api/blog/does-not-exist?lang=en');
    expect(english.statusCode).toBe(404);
    expect(body(english)).toEqual({ success: false, message: 'Resource not found' });
  });

  it('rejects a blank slug with 422 and a field error', async () => {
    const response = await get('/api/blog/%20?lang=en');
    expect(response.statusCode).toBe(422);
    expect(body(response)).toEqual({
      success: false,
      message: 'The submitted data is invalid',
      errors: { slug: ['Invalid value'] },
    });
  });
});
