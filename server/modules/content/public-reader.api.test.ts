import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicContentReader } from '#contract/page-context.ts';
import type { Db } from '../../db/client.ts';
import { services as servicesTable } from '../../db/schema.ts';
import { seedDemoContent } from '../../db/seed/seed-demo-content.ts';
import { createPublicContentServices } from './plugin.ts';
import { createTestApp, type TestContext } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { createPublicContentReader } from './public-reader.ts';

let ctx: TestContext;
let content: PublicContentReader;

const readerOn = (db: Db): PublicContentReader => createPublicContentReader(createPublicContentServices(db));

beforeAll(async () => {
  ctx = await createTestApp();
  content = readerOn(ctx.database.db);
});
afterAll(() => ctx.close());

/** The reader must hand loaders exactly what the API serves. */
async function apiData(url: string): Promise<unknown> {
  return (await ctx.app.inject({ method: 'GET', url })).json<{ data: unknown }>().data;
}

async function apiPage(url: string): Promise<{ items: unknown; total: number | undefined }> {
  const json = (await ctx.app.inject({ method: 'GET', url })).json<{ data: unknown; meta?: { total: number } }>();
  return { items: json.data, total: json.meta?.total };
}

describe('the in-process content reader', () => {
  it('reads the same lists as the API, in the requested language', async () => {
    expect(await content.solutions.all('en')).toEqual(await apiData('/api/solutions?lang=en'));
    expect(await content.clients.all('fr')).toEqual(await apiData('/api/clients'));
    expect(await content.team.all('en')).toEqual(await apiData('/api/team?lang=en'));
    expect(await content.careers.all('fr')).toEqual(await apiData('/api/careers'));
    expect(await content.projects.featured('en')).toEqual(await apiData('/api/projects/featured?lang=en'));
    expect(await content.testimonials.all('fr')).toEqual(await apiData('/api/testimonials/approved'));
  });

  it('reads paginated blog posts and projects with their totals', async () => {
    expect(await content.blog.page({ page: 1, per_page: 2 }, 'en')).toEqual(
      await apiPage('/api/blog?per_page=2&lang=en'),
    );
    expect(await content.blog.page({ page: 1, per_page: 12, tag: 'pme' }, 'fr')).toEqual(
      await apiPage('/api/blog?tag=pme'),
    );
    expect(await content.projects.page({ page: 2, per_page: 2 }, 'fr')).toEqual(
      await apiPage('/api/projects?page=2&per_page=2'),
    );
    const mobile = await content.projects.page({ page: 1, per_page: 12, category: 'mobile' }, 'en');
    expect(mobile.total).toBe(1);
    expect(mobile.items[0]?.title).toBe('Kaloum Express delivery app');
  });

  it('reads one item by slug or key, and null when it is not public', async () => {
    expect(await content.blog.item('cybersecurite-cinq-reflexes-pme', 'en')).toEqual(
      await apiData('/api/blog/cybersecurite-cinq-reflexes-pme?lang=en'),
    );
    expect(await content.blog.item('reseaux-sociaux-quel-reseau-choisir', 'fr')).toBeNull();

    expect((await content.careers.item('stage-design-graphique', 'en'))?.title).toBe('Graphic design internship');
    expect(await content.careers.item('technicien-support-informatique', 'fr')).toBeNull();

    expect((await content.solutions.item('gestion-scolaire', 'fr'))?.name).toBe('Gestion scolaire');
    expect(await content.solutions.item('does-not-exist', 'fr')).toBeNull();

    const project = await content.projects.item('application-kaloum-express', 'fr');
    expect(project?.slug).toBe('application-kaloum-express');
    expect(await content.projects.item(String(project?.id), 'fr')).toEqual(project);
    expect(await content.projects.item('application-credit-solidaire-kindia', 'fr')).toBeNull();
    expect(await content.projects.item('999999', 'fr')).toBeNull();
  });

  it('reads the testimonials about a service, and none for a hidden or impossible service', async () => {
    const [web] = await ctx.database.db
      .select({ id: servicesTable.id })
      .from(servicesTable)
      .where(eq(servicesTable.slug, 'web-development'));
    if (!web) throw new Error('seed service web-development missing');

    const french = await content.testimonialsByService(web.id, 'fr');
    expect(french.map((testimonial) => testimonial.client_name)).toEqual(['Mamadou Diallo']);
    expect(french).toEqual(await apiData(`/api/testimonials/service/${web.id}`));

    await ctx.database.db.update(servicesTable).set({ active: false }).where(eq(servicesTable.id, web.id));
    try {
      expect(await content.testimonialsByService(web.id, 'fr')).toEqual([]);
    } finally {
      await ctx.database.db.update(servicesTable).set({ active: true }).where(eq(servicesTable.id, web.id));
    }
    for (const id of [999999, 0, -1, 1.5, 2_147_483_648]) {
      expect(await content.testimonialsByService(id, 'fr'), String(id)).toEqual([]);
    }
  });
});

describe('the testimonials of a project page', () => {
  it('reads what the API serves about a published project, and none for a draft or an impossible id', async () => {
    const project = await content.projects.item('application-kaloum-express', 'en');
    if (!project) throw new Error('seed project application-kaloum-express missing');
    const english = await content.testimonialsByProject(project.id, 'en');
    expect(english.length).toBeGreaterThan(0);
    expect(english).toEqual(await apiData(`/api/testimonials/project/${project.id}?lang=en`));

    const draft = await ctx.database.db.query.projects.findFirst({
      where: (projects, { eq: equals }) => equals(projects.slug, 'application-credit-solidaire-kindia'),
    });
    if (!draft) throw new Error('seed draft project missing');
    expect(await content.testimonialsByProject(draft.id, 'fr')).toEqual([]);
    for (const id of [999999, 0, -1, 1.5, 2_147_483_648]) {
      expect(await content.testimonialsByProject(id, 'fr'), String(id)).toEqual([]);
    }
  });
});

describe('the reader facing hostile addresses and an unreachable database', () => {
  it('finds nothing for a slug or tag holding a NUL character, which no row can hold', async () => {
    expect(await content.services.item('web\u0000development', 'fr')).toBeNull();
    expect(await content.blog.item('a\u0000b', 'en')).toBeNull();
    expect(await content.projects.item('\u0000', 'fr')).toBeNull();
    expect(await content.blog.page({ page: 1, per_page: 12, tag: '\u0000' }, 'fr')).toEqual({ items: [], total: 0 });
  });

  it('ends a page with 503 while the database is away, keeping the last settings and menu it read', async () => {
    const database = await openTestDatabase();
    await seedDemoContent(database.db);
    const reader = readerOn(database.db);
    const settings = await reader.settings('en');
    const menu = await reader.services.all('en');
    await database.close();

    expect(await reader.settings('en')).toEqual(settings);
    expect(await reader.services.all('en')).toEqual(menu);
    const failure = await reader.services.item('hosting', 'en').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(503);
    expect((failure as Response).headers.get('retry-after')).toBe('5');
    // Never read before the outage: nothing to fall back on.
    expect(((await reader.settings('fr').catch((error: unknown) => error)) as Response).status).toBe(503);
  });
});
