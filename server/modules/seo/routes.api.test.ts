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
    // Open job posts have pages; a closed one does not.
    expect(xml).toContain(`<loc>${ORIGIN}/careers/developpeur-full-stack-javascript</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/en/careers/full-stack-javascript-developer</loc>`);
    expect(xml).not.toContain('/careers/technicien-support-informatique');
    const hosting = xml.split('\n').find((line) => line.includes(`<loc>${ORIGIN}/en/services/hosting</loc>`))!;
    expect(hosting).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(hosting).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/services/hosting"/>`);
    expect(hosting).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/services/hosting"/>`);
    expect(hosting).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/services/hosting"/>`);
  });

  it('names an item by its English slug on English pages, and by the French one where it has none', async () => {
    const xml = await sitemap();
    const english = `${ORIGIN}/en/blog/cybersecurity-five-habits-for-your-business`;
    const french = `${ORIGIN}/blog/cybersecurite-cinq-reflexes-pme`;
    const lines = xml.split('\n').filter((line) => line.includes(`hreflang="en" href="${english}"`));
    // Both entries of the article (French and English) name the two addresses as each other's alternates.
    expect(lines.map((line) => line.match(/<loc>([^<]+)<\/loc>/)?.[1])).toEqual([french, english]);
    for (const line of lines) expect(line).toContain(`hreflang="fr" href="${french}"`);
    expect(listed(xml, '/en/blog/cybersecurite-cinq-reflexes-pme')).toBe(false);
    expect(listed(xml, '/en/portfolio/les-flamboyants-school-portal')).toBe(true);

    const created = await editor.call('POST', '/api/admin/services', {
      name: { fr: 'Service sans slug anglais' },
      short_description: { fr: 'Résumé' },
      description: { fr: 'Description' },
    });
    const service = body<{ id: number; slug: string }>(created).data;
    expect(listed(await sitemap(), `/en/services/${service.slug}`)).toBe(true);
    await editor.call('PATCH', `/api/admin/services/${service.id}`, { slug_en: 'service-without-an-english-slug' });
    const after = await sitemap();
    expect(listed(after, `/en/services/${service.slug}`)).toBe(false);
    expect(listed(after, '/en/services/service-without-an-english-slug')).toBe(true);
    await editor.call('DELETE', `/api/admin/services/${service.id}`);
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

describe('the blog feeds', () => {
  async function feed(path: string) {
    const response = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'attacker.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body).not.toContain('attacker.example');
    return response.body;
  }

  it('carry the published articles in each language with absolute links, dates and covers, whatever the title holds', async () => {
    const created = await editor.call('POST', '/api/admin/blog', {
      title: { fr: 'Réseaux & <sécurité> 🚀\u0001 à Conakry', en: 'Networks & <security> 🚀 in Conakry' },
      excerpt: { fr: 'Un "résumé" d’article', en: 'An article\'s "summary"' },
      body: { fr: '<p>Texte</p>' },
      author_name: 'Awa & Co',
      status: 'published',
      published_at: '2026-11-01T08:00:00.000Z',
      slug: 'reseaux-securite-flux',
    });
    const post = body<AdminBlogPost>(created).data;
    const draft = await editor.call('POST', '/api/admin/blog', {
      title: { fr: 'Brouillon du flux' },
      excerpt: { fr: 'Pas encore' },
      body: { fr: '<p>Plus tard</p>' },
      author_name: 'Awa',
      slug: 'brouillon-du-flux',
    });

    const french = await feed('/blog/rss.xml');
    expect(french).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(french).toContain('<language>fr</language>');
    expect(french).toContain(`<atom:link href="${ORIGIN}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(french).toContain('<title>Réseaux &amp; &lt;sécurité&gt; 🚀 à Conakry</title>');
    expect(french).toContain(`<link>${ORIGIN}/blog/reseaux-securite-flux</link>`);
    expect(french).toContain('<pubDate>Sun, 01 Nov 2026 08:00:00 GMT</pubDate>');
    expect(french).toContain('<description>Un &quot;résumé&quot; d’article</description>');
    expect(french).toContain('<dc:creator>Awa &amp; Co</dc:creator>');
    expect(french).not.toContain('\u0001');
    expect(french).not.toContain('Brouillon du flux');
    // The seeded articles have covers: readers get the 960 px picture.
    expect(french).toMatch(
      /<enclosure url="http:\/\/localhost:3000\/media\/[^"]+-960\.webp" length="0" type="image\/webp"\/>/,
    );

    const english = await feed('/en/blog/rss.xml');
    expect(english).toContain('<language>en</language>');
    expect(english).toContain('<title>Networks &amp; &lt;security&gt; 🚀 in Conakry</title>');
    expect(english).toContain(`<link>${ORIGIN}/en/blog/reseaux-securite-flux</link>`);
    expect(english).not.toContain('Réseaux');

    await editor.call('DELETE', `/api/admin/blog/${post.id}`);
    await editor.call('DELETE', `/api/admin/blog/${body<AdminBlogPost>(draft).data.id}`);
    expect(await feed('/blog/rss.xml')).not.toContain('reseaux-securite-flux');
  });
});
