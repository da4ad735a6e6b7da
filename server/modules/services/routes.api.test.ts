import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_SLUGS } from '#contract/constants.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { services } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/services', () => {
  it('lists active services in the envelope with pagination meta, in French by default', async () => {
    const response = await get('/api/services');
    expect(response.statusCode).toBe(200);
    const json = body<PublicService[]>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('OK');
    expect(json.data.map((service) => service.slug)).toEqual([...SERVICE_SLUGS]);
    expect(json.meta).toEqual({ page: 1, per_page: 12, total: 8, total_pages: 1 });
    expect(json.data[0]?.name).toBe('Développement web');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicService[]>(await get('/api/services?lang=en'));
    const byHeader = body<PublicService[]>(await get('/api/services', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(byQuery.data[0]?.name).toBe('Web development');
    expect(byHeader.data[0]?.name).toBe('Web development');
  });

  it('paginates and filters by featured and search', async () => {
    const page2 = body<PublicService[]>(await get('/api/services?page=2&per_page=3'));
    expect(page2.data.map((service) => service.slug)).toEqual(['design', 'digital-communication', 'tech-commerce']);
    expect(page2.meta).toEqual({ page: 2, per_page: 3, total: 8, total_pages: 3 });

    const notFeatured = body<PublicService[]>(await get('/api/services?featured=false'));
    expect(notFeatured.data.every((service) => !service.featured)).toBe(true);

    const search = body<PublicService[]>(await get('/api/services?search=mobile'));
    expect(search.data.map((service) => service.slug)).toContain('mobile-apps');
  });

  it('rejects invalid parameters with 422 and field errors in the visitor language', async () => {
    const response = await get('/api/services?page=0&per_page=500&featured=maybe&lang=en');
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.success).toBe(false);
    expect(json.message).toBe('The submitted data is invalid');
    expect(Object.keys(json.errors ?? {}).sort()).toEqual(['featured', 'page', 'per_page']);
    expect(json.errors?.page).toEqual(['Invalid value']);
  });
});

describe('GET /api/services/active and /featured', () => {
  it('lists every active service, and the featured ones among them', async () => {
    const active = body<PublicService[]>(await get('/api/services/active'));
    expect(active.data).toHaveLength(8);
    const featured = body<PublicService[]>(await get('/api/services/featured'));
    expect(featured.data.length).toBeGreaterThan(0);
    expect(featured.data.length).toBeLessThan(8);
    expect(featured.data.every((service) => service.featured && service.active)).toBe(true);
  });
});

describe('GET /api/services/:slug', () => {
  it('returns a service with its full page body', async () => {
    const response = await get('/api/services/hosting?lang=en');
    expect(response.statusCode).toBe(200);
    const service = body<PublicService>(response).data;
    expect(service.slug).toBe('hosting');
    expect(service.features.length).toBeGreaterThan(0);
    expect(service.process.length).toBeGreaterThan(0);
    expect(service.faqs.length).toBeGreaterThan(0);
    expect(service.featured_image).toBe('/media/seed/services/hosting');
  });

  it('answers 404 in the envelope for an unknown slug', async () => {
    const response = await get('/api/services/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ success: false, message: 'Ressource introuvable' });
  });

  it('hides a deactivated service from every public call', async () => {
    await ctx.database.db.update(services).set({ active: false }).where(eq(services.slug, 'money-transfer'));
    try {
      expect((await get('/api/services/money-transfer')).statusCode).toBe(404);
      const active = body<PublicService[]>(await get('/api/services/active'));
      expect(active.data.map((service) => service.slug)).not.toContain('money-transfer');
      expect(body(await get('/api/services')).meta?.total).toBe(7);
    } finally {
      await ctx.database.db.update(services).set({ active: true }).where(eq(services.slug, 'money-transfer'));
    }
  });
});
