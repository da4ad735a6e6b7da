import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost } from '#contract/schemas/blog.ts';
import type { AdminProject } from '#contract/schemas/project.ts';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

// createTestApp's PUBLIC_URL: every address starts with it, whatever Host the crawler sends.
const ORIGIN = 'http://localhost:3000';

async function sitemap() {
  const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'attacker.example' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response.body;
}

const listed = (xml: string, path: string) => xml.includes(`<loc>${ORIGIN}${path}</loc>`);

describe('robots.txt', () => {
  it('keeps crawlers out of the back office and the API and names the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'attacker.example' } });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('sitemap.xml', () => {
  it('lists the pages and public items in both languages, each with its alternates and date', async () => {
    const xml = await sitemap();
    expect(xml).not.toContain('attacker.example');
    expect(xml).not.toContain('/admin');
    // French at the spec's paths, English under /en.
    for (const [french, english] of [
      ['/', '/en'],
      ['/services', '/en/services'],
      ['/contact', '/en/contact'],
      ['/services/hosting', '/en/services/hosting'],
    ]) {
      expect(xml).toContain(`<loc>${ORIGIN}${french}</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}${english}</loc>`);
    }
    expect(xml).not.toContain('?lang=');
    const hosting = xml.split('\n').find((line) => line.includes(`<loc>${ORIGIN}/en/services/hosting</loc>`))!;
    expect(hosting).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(hosting).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/services/hosting"/>`);
    expect(hosting).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/services/hosting"/>`);
    expect(hosting).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/services/hosting"/>`);
  });

  it('follows what editors publish, unpublish, schedule and delete', async () => {
    const created = await editor.call('POST', '/api/admin/projects', {
      title: { fr: 'Projet du plan & <du site>' },
      summary: { fr: 'Résumé' },
      body: { fr: '<p>Texte</p>' },
      category: 'web',
      slug: 'projet-plan-du-site',
    });
    const project = body<AdminProject>(created).data;
    expect(listed(await sitemap(), '/portfolio/projet-plan-du-site')).toBe(false);
    await editor.call('PATCH', `/api/admin/projects/${project.id}/publish`);
    expect(listed(await sitemap(), '/portfolio/projet-plan-du-site')).toBe(true);
    await editor.call('PATCH', `/api/admin/projects/${project.id}/unpublish`);
    expect(listed(await sitemap(), '/portfolio/projet-plan-du-site')).toBe(false);
    await editor.call('PATCH', `/api/admin/projects/${project.id}/publish`);
    await editor.call('DELETE', `/api/admin/projects/${project.id}`);
    expect(listed(await sitemap(), '/portfolio/projet-plan-du-site')).toBe(false);

    const scheduled = await editor.call('POST', '/api/admin/blog', {
      title: { fr: 'Article programmé' },
      excerpt: { fr: 'Bientôt' },
      body: { fr: '<p>Plus tard</p>' },
      author_name: 'Awa',
      status: 'published',
      published_at: '2099-01-01T08:00:00.000Z',
      slug: 'article-programme-plan',
    });
    const post = body<AdminBlogPost>(scheduled).data;
    expect(listed(await sitemap(), '/blog/article-programme-plan')).toBe(false);
    await editor.call('PUT', `/api/admin/blog/${post.id}`, { ...post, published_at: '2020-01-01T08:00:00.000Z' });
    expect(listed(await sitemap(), '/blog/article-programme-plan')).toBe(true);
    await editor.call('DELETE', `/api/admin/blog/${post.id}`);
  });
});
