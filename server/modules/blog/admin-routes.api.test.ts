import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost, BlogPostStats, PublicBlogPost, PublicBlogPostSummary } from '#contract/schemas/blog.ts';
import { auditLog } from '../../db/schema.ts';
import {
  body,
  createTestApp,
  type HttpMethod,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const call = (method: HttpMethod, url: string, payload?: object) => editor.call(method, url, payload);
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
const publicSlugs = async (query = '') =>
  body<PublicBlogPostSummary[]>(await publicGet(`/api/blog?per_page=50${query}`)).data.map((post) => post.slug);

const draft = {
  title: { fr: 'Héberger son site à Conakry : nos conseils', en: 'Hosting your site in Conakry: our advice' },
  excerpt: { fr: 'Ce qu’il faut savoir avant de choisir un hébergeur.' },
  body: {
    fr: '<p onclick="x()">Texte <script>alert(1)</script><strong>riche</strong></p>',
    en: '<p>Rich <img src=x onerror="alert(1)">text</p>',
  },
  author_name: 'Mariame Touré',
  tags: [' Hébergement ', 'WEB', 'web', 'pme'],
};

describe('admin blog', () => {
  it('lists drafts and published posts alike, with filters, sort and stats', async () => {
    const all = body<AdminBlogPost[]>(await call('GET', '/api/admin/blog?per_page=50'));
    expect(all.meta).toMatchObject({ page: 1, per_page: 50, total: 5 });
    expect(all.data[0]?.title).toHaveProperty('en');
    // Newest publication first, drafts (no date) last.
    expect(all.data.at(-1)?.status).toBe('draft');
    expect(all.data.at(-1)?.published_at).toBeNull();

    const drafts = body<AdminBlogPost[]>(await call('GET', '/api/admin/blog?status=draft'));
    expect(drafts.data.map((post) => post.slug)).toEqual(['reseaux-sociaux-quel-reseau-choisir']);
    const tagged = body<AdminBlogPost[]>(await call('GET', '/api/admin/blog?tag=PME'));
    expect(tagged.data.every((post) => post.tags.some((tag) => tag.fr === 'pme'))).toBe(true);
    expect(tagged.meta?.total).toBe(2);
    const found = body<AdminBlogPost[]>(await call('GET', '/api/admin/blog?search=orange%20money'));
    expect(found.data.map((post) => post.slug)).toContain('accepter-orange-money-mtn-momo-en-ligne');
    expect(found.meta?.total).toBeLessThan(5);
    const byTitle = body<AdminBlogPost[]>(await call('GET', '/api/admin/blog?sort=title&per_page=2'));
    expect(byTitle.meta).toMatchObject({ total: 5, total_pages: 3 });
    expect((await call('GET', '/api/admin/blog?sort=views')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/blog?status=archived')).statusCode).toBe(422);

    const stats = body<BlogPostStats>(await call('GET', '/api/admin/blog/stats')).data;
    expect(stats).toEqual({ total: 5, published: 4, drafts: 1 });
  });

  it('creates a draft with a slug from the French title, sanitized bodies and clean tags', async () => {
    const response = await call('POST', '/api/admin/blog', draft);
    expect(response.statusCode).toBe(201);
    expect(body(response).message).toBe('Élément créé');
    const post = body<AdminBlogPost>(response).data;
    expect(post).toMatchObject({
      slug: 'heberger-son-site-a-conakry-nos-conseils',
      status: 'draft',
      published_at: null,
      tags: [{ fr: 'hébergement' }, { fr: 'web' }, { fr: 'pme' }],
      cover_image: null,
    });
    expect(post.body).toEqual({ fr: '<p>Texte <strong>riche</strong></p>', en: '<p>Rich text</p>' });
    expect(post.excerpt).toEqual({ fr: 'Ce qu’il faut savoir avant de choisir un hébergeur.' });
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await publicGet(`/api/blog/${post.slug}`)).statusCode).toBe(404);
  });

  it('answers 409 when the slug is taken and 422 for a numeric or malformed slug', async () => {
    const clash = await call('POST', '/api/admin/blog', draft);
    expect(clash.statusCode).toBe(409);
    expect(body(clash)).toMatchObject({ success: false, message: 'Ce slug est déjà utilisé' });
    const englishClash = await call('POST', '/api/admin/blog?lang=en', {
      ...draft,
      slug: 'site-web-mobile-first-pme-guineennes',
    });
    expect(body(englishClash).message).toBe('This slug is already in use');
    const numeric = await call('POST', '/api/admin/blog', { ...draft, slug: '2026' });
    expect(numeric.statusCode).toBe(422);
    expect(body(numeric).errors).toEqual({ slug: ['Ce slug est réservé'] });
    const malformed = await call('POST', '/api/admin/blog', { ...draft, slug: 'Pas Bon' });
    expect(body(malformed).errors).toEqual({
      slug: ['Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'],
    });
  });

  it('requires the French texts and refuses bad statuses, dates, too many tags and unknown fields', async () => {
    const invalid = { ...draft, title: { en: 'Only English' }, status: 'archived', views: 3 };
    const french = await call('POST', '/api/admin/blog', invalid);
    expect(french.statusCode).toBe(422);
    expect(body(french).message).toBe('Les données envoyées sont invalides');
    expect(body(french).errors).toEqual({
      'title.fr': ['Le texte en français est obligatoire'],
      status: ['Valeur invalide'],
      views: ['Champ non autorisé'],
    });
    const english = await call('POST', '/api/admin/blog?lang=en', invalid);
    expect(body(english).message).toBe('The submitted data is invalid');
    expect(body(english).errors).toEqual({
      'title.fr': ['The French text is required'],
      status: ['Invalid value'],
      views: ['Field not allowed'],
    });

    const more = await call('POST', '/api/admin/blog', {
      ...draft,
      author_name: ' ',
      published_at: 'demain',
      tags: Array.from({ length: 11 }, (_, index) => `tag-${index}`),
    });
    expect(body(more).errors).toEqual({
      author_name: ['Le nom est obligatoire'],
      published_at: ['Valeur invalide'],
      tags: ['Ce champ est trop long'],
    });
  });

  it('refuses a French body with nothing left to read once sanitized, and stores nothing', async () => {
    const before = body<AdminBlogPost[]>(await call('GET', '/api/admin/blog')).meta?.total;
    const empty = await call('POST', '/api/admin/blog', {
      ...draft,
      title: { fr: 'Un article vide' },
      body: { fr: '<script>alert(1)</script><p> &nbsp; </p>' },
    });
    expect(empty.statusCode).toBe(422);
    expect(body(empty).errors).toEqual({ 'body.fr': ['Le texte en français est obligatoire'] });
    const english = await call('POST', '/api/admin/blog?lang=en', { ...draft, body: { fr: '<img src=x>' } });
    expect(body(english).errors).toEqual({ 'body.fr': ['The French text is required'] });
    expect(body<AdminBlogPost[]>(await call('GET', '/api/admin/blog')).meta?.total).toBe(before);
  });

  it('publishes, unpublishes and republishes, the public blog following at once', async () => {
    const [mine] = body<AdminBlogPost[]>(await call('GET', '/api/admin/blog?search=Conakry')).data;
    const id = mine!.id;

    const published = body<AdminBlogPost>(await call('PATCH', `/api/admin/blog/${id}/publish`)).data;
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
    expect(Math.abs(Date.parse(published.published_at!) - Date.now())).toBeLessThan(60_000);
    expect(await publicSlugs()).toContain(published.slug);
    expect(await publicSlugs('&tag=hébergement')).toEqual([published.slug]);
    const page = await publicGet(`/api/blog/${published.slug}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(body<PublicBlogPost>(page).data).toMatchObject({
      title: 'Hosting your site in Conakry: our advice',
      excerpt: 'Ce qu’il faut savoir avant de choisir un hébergeur.',
      body: '<p>Rich text</p>',
    });

    const unpublished = body<AdminBlogPost>(await call('PATCH', `/api/admin/blog/${id}/unpublish`)).data;
    expect(unpublished).toMatchObject({ status: 'draft', published_at: published.published_at });
    expect((await publicGet(`/api/blog/${published.slug}`)).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain(published.slug);

    // Publishing again keeps the first publication date.
    const again = body<AdminBlogPost>(await call('PATCH', `/api/admin/blog/${id}/publish`)).data;
    expect(again.published_at).toBe(published.published_at);
    expect((await publicGet(`/api/blog/${published.slug}`)).statusCode).toBe(200);
  });

  it('dates a post created as published now, and keeps a future date as scheduled', async () => {
    const now = await call('POST', '/api/admin/blog', {
      ...draft,
      title: { fr: 'Publié tout de suite' },
      status: 'published',
    });
    expect(now.statusCode).toBe(201);
    const post = body<AdminBlogPost>(now).data;
    expect(post.status).toBe('published');
    expect(Math.abs(Date.parse(post.published_at!) - Date.now())).toBeLessThan(60_000);
    expect((await publicGet('/api/blog/publie-tout-de-suite')).statusCode).toBe(200);

    const scheduled = body<AdminBlogPost>(
      await call('POST', '/api/admin/blog', {
        ...draft,
        title: { fr: 'Programmé' },
        status: 'published',
        published_at: '2099-01-01T08:00:00+01:00',
      }),
    ).data;
    expect(scheduled.published_at).toBe('2099-01-01T07:00:00.000Z');
    expect((await publicGet('/api/blog/programme')).statusCode).toBe(404);

    const dated = body<AdminBlogPost>(
      await call('POST', '/api/admin/blog', {
        ...draft,
        title: { fr: 'Brouillon daté' },
        published_at: '2026-02-01T10:00:00Z',
      }),
    ).data;
    expect(dated).toMatchObject({ status: 'draft', published_at: '2026-02-01T10:00:00.000Z' });
    expect((await publicGet('/api/blog/brouillon-date')).statusCode).toBe(404);
  });

  it('reads, updates and deletes, writing each change to the audit log under the editor', async () => {
    const created = body<AdminBlogPost>(
      await call('POST', '/api/admin/blog', { ...draft, title: { fr: 'À supprimer' } }),
    ).data;
    const id = created.id;
    expect(body<AdminBlogPost>(await call('GET', `/api/admin/blog/${id}`)).data.slug).toBe('a-supprimer');

    const updated = await call('PUT', `/api/admin/blog/${id}`, {
      ...draft,
      slug: 'a-supprimer-bientot',
      title: { fr: 'À supprimer bientôt', en: 'To be deleted soon' },
      tags: ['Archive'],
      status: 'published',
    });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).message).toBe('Modifications enregistrées');
    expect(body<AdminBlogPost>(updated).data).toMatchObject({
      slug: 'a-supprimer-bientot',
      title: { fr: 'À supprimer bientôt', en: 'To be deleted soon' },
      tags: [{ fr: 'archive' }],
      status: 'published',
    });
    expect(await publicSlugs('&tag=archive')).toEqual(['a-supprimer-bientot']);
    const clash = await call('PUT', `/api/admin/blog/${id}`, { ...draft, slug: 'cybersecurite-cinq-reflexes-pme' });
    expect(clash.statusCode).toBe(409);

    await call('PATCH', `/api/admin/blog/${id}/unpublish`);
    await call('PATCH', `/api/admin/blog/${id}/publish`);
    const deleted = await call('DELETE', `/api/admin/blog/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).data).toEqual({ id });
    expect((await call('GET', `/api/admin/blog/${id}`)).statusCode).toBe(404);
    expect((await publicGet('/api/blog/a-supprimer-bientot')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/blog/${id}`)).statusCode).toBe(404);

    const entries = (await ctx.database.db.select().from(auditLog)).filter(
      (entry) => entry.entityType === 'blog_post' && entry.entityId === String(id),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'unpublish', 'publish', 'delete']);
    expect(entries.every((entry) => entry.userId === editor.user.id)).toBe(true);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await call('GET', '/api/admin/blog/99999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/blog/99999', draft)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/blog/99999/publish')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/blog/99999')).statusCode).toBe(404);
    const malformed = await call('PATCH', '/api/admin/blog/abc/publish');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(body(malformed).errors ?? {})).toEqual(['id']);
    expect((await call('GET', '/api/admin/blog/0')).statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await publicGet('/api/admin/blog')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/blog', payload: draft })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/admin/blog/1/publish' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/admin/blog/1' })).statusCode).toBe(401);
  });
});
