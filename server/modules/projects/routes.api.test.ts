import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProject } from '#contract/schemas/project.ts';
import { projects, services } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The seeded portfolio (server/db/seed/content/projects.ts), in display order. */
const PUBLISHED = [
  'portail-groupe-scolaire-les-flamboyants',
  'application-kaloum-express',
  'boutique-en-ligne-milo-informatique',
  'identite-visuelle-cooperative-miel-du-fouta',
  'campagne-vaccination-ong-sante-kindia',
];
const PUBLISHED_FEATURED = PUBLISHED.slice(0, 3);
/** A draft flagged featured: must never reach visitors. */
const DRAFT_FEATURED = 'migration-cloud-boke-mining-logistics';
const DRAFT = 'application-credit-solidaire-kindia';

const slugs = (list: PublicProject[]) => list.map((project) => project.slug);

async function projectId(slug: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: projects.id }).from(projects).where(eq(projects.slug, slug));
  if (!row) throw new Error(`seed project ${slug} missing`);
  return row.id;
}

async function serviceId(slug: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`seed service ${slug} missing`);
  return row.id;
}

describe('GET /api/projects', () => {
  it('lists only published projects in the envelope with pagination meta, in French by default', async () => {
    const response = await get('/api/projects');
    expect(response.statusCode).toBe(200);
    const json = body<PublicProject[]>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('OK');
    expect(slugs(json.data)).toEqual(PUBLISHED);
    expect(json.meta).toEqual({ page: 1, per_page: 12, total: 5, total_pages: 1 });
    expect(json.data.every((project) => project.published)).toBe(true);
    expect(slugs(json.data)).not.toContain(DRAFT_FEATURED);
    expect(slugs(json.data)).not.toContain(DRAFT);

    const first = json.data[0];
    expect(first?.title).toBe('Portail du Groupe scolaire Les Flamboyants');
    expect(first?.category).toBe('web');
    expect(first?.client_name).toBe('Groupe scolaire Les Flamboyants');
    expect(first?.technologies).toContain('PostgreSQL');
    expect(first?.cover_image).toBe('/media/seed/projects/portail-groupe-scolaire-les-flamboyants');
    expect(first?.completed_on).toBe('2025-09-15');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicProject[]>(await get('/api/projects?lang=en'));
    const byHeader = body<PublicProject[]>(await get('/api/projects', { 'accept-language': 'en-GB,en;q=0.8' }));
    expect(byQuery.data[0]?.title).toBe('Les Flamboyants school portal');
    expect(byHeader.data[0]?.title).toBe('Les Flamboyants school portal');
    expect(byQuery.data[1]?.summary).toContain('Orange Money payment');
  });

  it('paginates the published projects', async () => {
    const page2 = body<PublicProject[]>(await get('/api/projects?page=2&per_page=2'));
    expect(slugs(page2.data)).toEqual(PUBLISHED.slice(2, 4));
    expect(page2.meta).toEqual({ page: 2, per_page: 2, total: 5, total_pages: 3 });

    const page3 = body<PublicProject[]>(await get('/api/projects?page=3&per_page=2'));
    expect(slugs(page3.data)).toEqual(PUBLISHED.slice(4));

    const beyond = body<PublicProject[]>(await get('/api/projects?page=9&per_page=2'));
    expect(beyond.data).toEqual([]);
    expect(beyond.meta?.total).toBe(5);
  });

  it('filters by featured without ever including the featured draft', async () => {
    const featured = body<PublicProject[]>(await get('/api/projects?featured=true'));
    expect(slugs(featured.data)).toEqual(PUBLISHED_FEATURED);
    expect(featured.meta?.total).toBe(3);

    const notFeatured = body<PublicProject[]>(await get('/api/projects?featured=0'));
    expect(slugs(notFeatured.data)).toEqual(PUBLISHED.slice(3));
    expect(notFeatured.meta?.total).toBe(2);
  });

  it('filters by category, published projects only', async () => {
    const mobile = body<PublicProject[]>(await get('/api/projects?category=mobile'));
    expect(slugs(mobile.data)).toEqual(['application-kaloum-express']);
    expect(mobile.meta?.total).toBe(1);

    // The only hosting project is a draft.
    const hosting = body<PublicProject[]>(await get('/api/projects?category=hosting'));
    expect(hosting.data).toEqual([]);
    expect(hosting.meta?.total).toBe(0);
  });

  it('filters by service_id, published projects only', async () => {
    const mobileApps = await serviceId('mobile-apps');
    const byService = body<PublicProject[]>(await get(`/api/projects?service_id=${mobileApps}`));
    expect(slugs(byService.data)).toEqual(['application-kaloum-express']);
    expect(byService.data[0]?.service_id).toBe(mobileApps);

    const hosting = await serviceId('hosting');
    const draftOnly = body<PublicProject[]>(await get(`/api/projects?service_id=${hosting}`));
    expect(draftOnly.data).toEqual([]);
    expect(draftOnly.meta?.total).toBe(0);
  });

  it('searches titles in both languages, case-insensitively, published projects only', async () => {
    const french = body<PublicProject[]>(await get('/api/projects?search=kaloum'));
    expect(slugs(french.data)).toEqual(['application-kaloum-express']);

    // "school" only appears in the English title, yet matches a French request.
    const english = body<PublicProject[]>(await get('/api/projects?search=SCHOOL'));
    expect(slugs(english.data)).toEqual(['portail-groupe-scolaire-les-flamboyants']);
    expect(english.data[0]?.title).toBe('Portail du Groupe scolaire Les Flamboyants');

    // Both a published project and a draft mention Kindia in their title.
    const kindia = body<PublicProject[]>(await get('/api/projects?search=Kindia'));
    expect(slugs(kindia.data)).toEqual(['campagne-vaccination-ong-sante-kindia']);
    expect(kindia.meta?.total).toBe(1);

    const nothing = body<PublicProject[]>(await get('/api/projects?search=introuvable'));
    expect(nothing.data).toEqual([]);
  });

  it('treats search wildcards literally', async () => {
    const percent = body<PublicProject[]>(await get(`/api/projects?search=${encodeURIComponent('%')}`));
    expect(percent.data).toEqual([]);
    const underscore = body<PublicProject[]>(await get('/api/projects?search=_'));
    expect(underscore.data).toEqual([]);
  });

  it('combines filters', async () => {
    const json = body<PublicProject[]>(await get('/api/projects?featured=true&category=ecommerce&search=milo'));
    expect(slugs(json.data)).toEqual(['boutique-en-ligne-milo-informatique']);
    const none = body<PublicProject[]>(await get('/api/projects?featured=false&category=web'));
    expect(none.data).toEqual([]);
  });

  it('rejects invalid parameters with 422 and field errors in the visitor language', async () => {
    const response = await get('/api/projects?category=unknown&page=0&per_page=1000&featured=maybe&lang=en');
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.success).toBe(false);
    expect(json.message).toBe('The submitted data is invalid');
    expect(json.errors).toEqual({
      category: ['Invalid value'],
      page: ['Invalid value'],
      per_page: ['Invalid value'],
      featured: ['Invalid value'],
    });
    expect(json).not.toHaveProperty('data');
  });

  it('answers invalid parameters in French by default', async () => {
    const response = await get(`/api/projects?service_id=abc&search=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.message).toBe('Les données envoyées sont invalides');
    expect(json.errors).toEqual({ service_id: ['Valeur invalide'], search: ['Ce champ est trop long'] });
  });

  it('answers a service_id beyond any stored id as a client error, never a server error', async () => {
    // 2147483648 is one above the largest PostgreSQL integer.
    const response = await get('/api/projects?service_id=2147483648');
    expect(response.statusCode).not.toBe(500);
    expect([200, 422]).toContain(response.statusCode);
    if (response.statusCode === 200) expect(body(response).data).toEqual([]);
  });

  it('rejects each bad parameter on its own', async () => {
    for (const query of [
      'category=unknown',
      'page=0',
      'per_page=1000',
      'per_page=0',
      'featured=maybe',
      'page=1.5',
      'service_id=-1',
    ]) {
      const response = await get(`/api/projects?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(body(response).errors ?? {}), query).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET /api/projects/featured', () => {
  it('lists published featured projects only: the featured draft never shows', async () => {
    const response = await get('/api/projects/featured');
    expect(response.statusCode).toBe(200);
    const json = body<PublicProject[]>(response);
    expect(json.success).toBe(true);
    expect(slugs(json.data)).toEqual(PUBLISHED_FEATURED);
    expect(json.data.every((project) => project.featured && project.published)).toBe(true);
    expect(slugs(json.data)).not.toContain(DRAFT_FEATURED);
  });

  it('answers in English', async () => {
    const json = body<PublicProject[]>(await get('/api/projects/featured?lang=en'));
    expect(json.data.map((project) => project.title)).toEqual([
      'Les Flamboyants school portal',
      'Kaloum Express delivery app',
      'Milo Informatique online store',
    ]);
  });

  it('drops a project as soon as it is unpublished, and shows it again once republished', async () => {
    const slug = 'application-kaloum-express';
    await ctx.database.db.update(projects).set({ published: false }).where(eq(projects.slug, slug));
    try {
      expect(slugs(body<PublicProject[]>(await get('/api/projects/featured')).data)).not.toContain(slug);
      expect(slugs(body<PublicProject[]>(await get('/api/projects')).data)).not.toContain(slug);
      expect((await get(`/api/projects/${slug}`)).statusCode).toBe(404);
    } finally {
      await ctx.database.db.update(projects).set({ published: true }).where(eq(projects.slug, slug));
    }
    expect(slugs(body<PublicProject[]>(await get('/api/projects/featured')).data)).toContain(slug);
  });
});

describe('GET /api/projects/:slug and /api/projects/:id', () => {
  it('returns a published project with its full body by slug', async () => {
    const response = await get('/api/projects/portail-groupe-scolaire-les-flamboyants');
    expect(response.statusCode).toBe(200);
    const json = body<PublicProject>(response);
    expect(json.success).toBe(true);
    expect(json.data.slug).toBe('portail-groupe-scolaire-les-flamboyants');
    expect(json.data.title).toBe('Portail du Groupe scolaire Les Flamboyants');
    expect(json.data.body).toContain('<h2>Le défi</h2>');
    expect(json.data.project_url).toBe('https://example.com/les-flamboyants');
  });

  it('returns the same project by its numeric id', async () => {
    const id = await projectId('application-kaloum-express');
    const bySlug = body<PublicProject>(await get('/api/projects/application-kaloum-express'));
    const response = await get(`/api/projects/${id}`);
    expect(response.statusCode).toBe(200);
    const byId = body<PublicProject>(response);
    expect(byId.data.id).toBe(id);
    expect(byId.data).toEqual(bySlug.data);
  });

  it('gives French and English titles and bodies', async () => {
    const id = await projectId('identite-visuelle-cooperative-miel-du-fouta');
    const french = body<PublicProject>(await get(`/api/projects/${id}`)).data;
    const english = body<PublicProject>(await get(`/api/projects/${id}?lang=en`)).data;
    const byHeader = body<PublicProject>(
      await get('/api/projects/identite-visuelle-cooperative-miel-du-fouta', { 'accept-language': 'en' }),
    ).data;
    expect(french.title).toBe('Identité visuelle de la coopérative Miel du Fouta');
    expect(english.title).toBe('Brand identity for the Miel du Fouta cooperative');
    expect(byHeader.title).toBe('Brand identity for the Miel du Fouta cooperative');
    expect(french.body).toContain('Notre approche');
    expect(english.body).toContain('Our approach');
  });

  it('treats a numeric key as an id, even when some project has that number as its slug', async () => {
    const kaloumId = await projectId('application-kaloum-express');
    const [decoy] = await ctx.database.db
      .insert(projects)
      .values({
        slug: String(kaloumId),
        title: { fr: 'Projet au slug numérique', en: 'Numeric slug project' },
        summary: { fr: 'Résumé', en: 'Summary' },
        body: { fr: '<p>Corps</p>', en: '<p>Body</p>' },
        category: 'web',
        published: true,
        sortOrder: 99,
      })
      .returning({ id: projects.id });
    try {
      const json = body<PublicProject>(await get(`/api/projects/${kaloumId}`));
      expect(json.data.slug).toBe('application-kaloum-express');
    } finally {
      if (decoy) await ctx.database.db.delete(projects).where(eq(projects.id, decoy.id));
    }
  });

  it('hides draft projects by slug and by id, even a featured one', async () => {
    for (const slug of [DRAFT_FEATURED, DRAFT]) {
      const id = await projectId(slug);
      for (const url of [`/api/projects/${slug}`, `/api/projects/${id}`, `/api/projects/${id}?lang=en`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain(slug);
      }
    }
  });

  it('answers 404 in the envelope for an unknown slug or id', async () => {
    const unknownSlug = await get('/api/projects/does-not-exist');
    expect(unknownSlug.statusCode).toBe(404);
    expect(body(unknownSlug)).toEqual({ success: false, message: 'Ressource introuvable' });

    const unknownId = await get('/api/projects/999999');
    expect(unknownId.statusCode).toBe(404);
    expect(body(unknownId)).toEqual({ success: false, message: 'Ressource introuvable' });

    const english = await get('/api/projects/does-not-exist?lang=en');
    expect(body(english)).toEqual({ success: false, message: 'Resource not found' });
  });

  it('answers a badly encoded key in the envelope', async () => {
    const response = await get('/api/projects/%E0%A4%A');
    expect([400, 404]).toContain(response.statusCode);
    const json = body(response);
    expect(json.success).toBe(false);
    expect(typeof json.message).toBe('string');
    expect(Object.keys(json).sort()).toEqual(['message', 'success']);
  });
});
