import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost } from '#contract/schemas/blog.ts';
import type { Redirect } from '#contract/schemas/redirect.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const visit = (url: string) => ctx.app.inject({ method: 'GET', url });
const redirectsNow = async () => body<Redirect[]>(await editor.call('GET', '/api/admin/redirects?per_page=100')).data;
const add = (from: string, to: string, status?: 301 | 302) =>
  editor.call('POST', '/api/admin/redirects', { from, to, ...(status ? { status } : {}) });

describe('redirects kept by staff', () => {
  it('sends an old address on with its query, counts the visit, and keeps the 302 out of caches', async () => {
    const created = await add('/Offre-Speciale/', '/services/web-development');
    expect(created.statusCode, created.body).toBe(201);
    expect(body<Redirect>(created).data).toMatchObject({
      from: '/offre-speciale',
      to: '/services/web-development',
      status: 301,
      source: 'staff',
      hits: 0,
    });

    const followed = await visit('/offre-speciale?utm_source=flyer');
    expect(followed.statusCode).toBe(301);
    expect(followed.headers.location).toBe('/services/web-development?utm_source=flyer');
    expect(followed.headers['cache-control']).toBe('public, max-age=3600');
    await expect.poll(async () => (await redirectsNow()).find((each) => each.from === '/offre-speciale')?.hits).toBe(1);

    expect((await add('/promo-du-moment', 'https://wa.me/224620000000', 302)).statusCode).toBe(201);
    const temporary = await visit('/promo-du-moment');
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('https://wa.me/224620000000');
    expect(temporary.headers['cache-control']).toBe('no-cache');
    // The API and the back office are never redirected.
    expect((await visit('/api/redirects')).statusCode).toBe(404);
  });

  it('refuses, in the screen’s language, a loop, a live page, a reserved or malformed address, a second one from the same place', async () => {
    const errorsOf = async (from: string, to: string, lang = '') =>
      body(await editor.call('POST', `/api/admin/redirects${lang}`, { from, to })).errors;
    expect(await errorsOf('/services', '/contact')).toEqual({
      from: ['Une page du site répond déjà à cette adresse\u00a0: la rediriger la cacherait'],
    });
    expect(await errorsOf('/en/blog/cybersecurity-five-habits-for-your-business', '/en/blog', '?lang=en')).toEqual({
      from: ['A page of the site already answers at this address: redirecting it would hide it'],
    });
    expect(await errorsOf('/admin/users', '/', '?lang=en')).toEqual({
      from: ['This address belongs to the admin, the API or the site’s files: it cannot be redirected'],
    });
    expect(await errorsOf('pas-une-adresse', '/', '?lang=en')).toEqual({
      from: ['Write an address of the site starting with “/” (without “?” or “#”), or a full web address'],
    });
    expect(await errorsOf('/boucle', '/boucle', '?lang=en')).toEqual({
      to: ['This redirect would lead back to where it starts'],
    });
    expect((await add('/deja-pris', '/contact')).statusCode).toBe(201);
    expect(await errorsOf('/deja-pris', '/about', '?lang=en')).toEqual({
      from: ['A redirect already starts from this address'],
    });
  });

  it('collapses a chain as it forms, and refuses the link that would close a loop', async () => {
    expect((await add('/etape-a', '/etape-b')).statusCode).toBe(201);
    expect((await add('/etape-b', '/etape-c')).statusCode).toBe(201);
    // A → B then B → C: A now goes straight to C.
    const byFrom = new Map((await redirectsNow()).map((each) => [each.from, each.to]));
    expect(byFrom.get('/etape-a')).toBe('/etape-c');
    expect((await visit('/etape-a')).headers.location).toBe('/etape-c');
    // X → A stores X → C.
    expect(body<Redirect>(await add('/etape-x', '/etape-a')).data.to).toBe('/etape-c');
    const loop = await add('/etape-c', '/etape-a');
    expect(loop.statusCode).toBe(422);
    expect(body(loop).errors).toEqual({ to: ['Cette redirection ramènerait à son point de départ'] });
  });

  it('changes and deletes one, made from the version read', async () => {
    const created = body<Redirect>(await add('/ancienne-brochure', '/docs')).data;
    const stale = await editor.call(
      'PUT',
      `/api/admin/redirects/${created.id}`,
      { from: '/ancienne-brochure', to: '/help' },
      { 'if-match': `"${created.version + 1}"` },
    );
    expect(stale.statusCode).toBe(409);
    const changed = await editor.call(
      'PUT',
      `/api/admin/redirects/${created.id}`,
      { from: '/ancienne-brochure', to: '/help', status: 302 },
      { 'if-match': `"${created.version}"` },
    );
    expect(body<Redirect>(changed).data).toMatchObject({ to: '/help', status: 302, version: 2 });
    expect((await editor.call('DELETE', `/api/admin/redirects/${created.id}`)).statusCode).toBe(200);
    expect((await visit('/ancienne-brochure')).statusCode).toBe(404);
  });
});

describe('redirects the site adds itself', () => {
  it('an article whose slugs change sends both old addresses on; a new article at an old address takes it back', async () => {
    const post = body<AdminBlogPost>(
      await editor.call('POST', '/api/admin/blog', {
        title: { fr: 'Ancien titre', en: 'Old title' },
        slug: 'ancien-titre',
        slug_en: 'old-title',
        excerpt: { fr: 'Un résumé.', en: 'A summary.' },
        body: { fr: '<p>Texte.</p>', en: '<p>Text.</p>' },
        author_name: 'Mariame Touré',
        status: 'published',
      }),
    ).data;
    const moved = await editor.call('PUT', `/api/admin/blog/${post.id}`, {
      title: { fr: 'Nouveau titre', en: 'New title' },
      slug: 'nouveau-titre',
      slug_en: 'new-title',
      excerpt: { fr: 'Un résumé.', en: 'A summary.' },
      body: { fr: '<p>Texte.</p>', en: '<p>Text.</p>' },
      author_name: 'Mariame Touré',
      status: 'published',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    expect((await visit('/blog/ancien-titre')).headers.location).toBe('/blog/nouveau-titre');
    expect((await visit('/en/blog/old-title')).headers.location).toBe('/en/blog/new-title');
    const added = (await redirectsNow()).filter((each) => each.source === 'moved');
    const searched = body<Redirect[]>(await editor.call('GET', '/api/admin/redirects?search=old-title'));
    expect(searched.data.map((each) => each.from)).toEqual(['/en/blog/old-title']);
    expect(searched.meta).toMatchObject({ total: 1 });
    expect(added.map((each) => [each.from, each.to, each.status])).toEqual(
      expect.arrayContaining([
        ['/blog/ancien-titre', '/blog/nouveau-titre', 301],
        ['/en/blog/old-title', '/en/blog/new-title', 301],
      ]),
    );

    // Another article takes the old French address: its page is no longer hidden behind the redirect.
    const successor = await editor.call('POST', '/api/admin/blog', {
      title: { fr: 'Ancien titre' },
      slug: 'ancien-titre',
      excerpt: { fr: 'Un autre résumé.' },
      body: { fr: '<p>Autre texte.</p>' },
      author_name: 'Mariame Touré',
    });
    expect(successor.statusCode, successor.body).toBe(201);
    expect((await visit('/blog/ancien-titre')).statusCode).not.toBe(301);
    expect((await redirectsNow()).map((each) => each.from)).toContain('/en/blog/old-title');
  });

  it('a deleted article with a replacement chosen sends its addresses there; without one they answer 404', async () => {
    const created = async (slug: string, englishSlug: string) =>
      body<AdminBlogPost>(
        await editor.call('POST', '/api/admin/blog', {
          title: { fr: `Article ${slug}`, en: `Article ${englishSlug}` },
          slug,
          slug_en: englishSlug,
          excerpt: { fr: 'Un résumé.', en: 'A summary.' },
          body: { fr: '<p>Texte.</p>', en: '<p>Text.</p>' },
          author_name: 'Mariame Touré',
          status: 'published',
        }),
      ).data;
    const replaced = await created('article-retire', 'withdrawn-article');
    // `?lang=` names the answer's language on a route whose query has a schema of its own too.
    const refused = await editor.call(
      'DELETE',
      `/api/admin/blog/${replaced.id}?redirect_to=/blog/article-retire&lang=en`,
    );
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toEqual({ redirect_to: ['This redirect would lead back to where it starts'] });
    const deleted = await editor.call('DELETE', `/api/admin/blog/${replaced.id}?redirect_to=/blog`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await visit('/blog/article-retire')).headers.location).toBe('/blog');
    expect((await visit('/en/blog/withdrawn-article')).headers.location).toBe('/blog');

    const gone = await created('article-efface', 'erased-article');
    expect((await editor.call('DELETE', `/api/admin/blog/${gone.id}`)).statusCode).toBe(200);
    expect((await redirectsNow()).map((each) => each.from)).not.toContain('/blog/article-efface');
  });
});
