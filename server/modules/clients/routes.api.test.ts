import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicClient } from '#contract/schemas/client.ts';
import { clients } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The seeded active clients (server/db/seed/content/clients.ts), in display order. */
const ACTIVE = [
  'Groupe scolaire Les Flamboyants',
  'Kaloum Express',
  'Milo Informatique',
  'Banque Atlantique du Golfe de Guinée',
  'Boké Mining Logistics',
  'ONG Santé Plus Kindia',
  'Coopérative Miel du Fouta',
];
const INACTIVE = 'Hôtel Le Kolenté';

const names = (list: PublicClient[]) => list.map((client) => client.name);

describe('GET /api/clients', () => {
  it('lists active clients in display order, in French by default', async () => {
    const response = await get('/api/clients');
    expect(response.statusCode).toBe(200);
    const json = body<PublicClient[]>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('OK');
    expect(names(json.data)).toEqual(ACTIVE);
    expect(json).not.toHaveProperty('meta');
    expect(json.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Groupe scolaire Les Flamboyants',
      logo: '/media/seed/clients/groupe-scolaire-les-flamboyants',
      website_url: 'https://example.org/les-flamboyants',
      sector: 'Éducation',
    });
    expect(json.data[5]?.website_url).toBeNull();
  });

  it('never lists an inactive client', async () => {
    const response = await get('/api/clients');
    expect(names(body<PublicClient[]>(response).data)).not.toContain(INACTIVE);
    expect(response.body).not.toContain('Kolenté');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicClient[]>(await get('/api/clients?lang=en'));
    const byHeader = body<PublicClient[]>(await get('/api/clients', { 'accept-language': 'en-GB,en;q=0.8' }));
    expect(byQuery.data.map((client) => client.sector).slice(0, 3)).toEqual([
      'Education',
      'Transport and delivery',
      'Retail',
    ]);
    expect(byHeader.data).toEqual(byQuery.data);
    // Names are not translated.
    expect(names(byQuery.data)).toEqual(ACTIVE);
  });

  it('falls back to French for a sector with no English text', async () => {
    await ctx.database.db
      .update(clients)
      .set({ sector: { fr: 'Logistique' } })
      .where(eq(clients.name, 'Kaloum Express'));
    try {
      const json = body<PublicClient[]>(await get('/api/clients?lang=en'));
      expect(json.data[1]?.sector).toBe('Logistique');
    } finally {
      await ctx.database.db
        .update(clients)
        .set({ sector: { fr: 'Transport et livraison', en: 'Transport and delivery' } })
        .where(eq(clients.name, 'Kaloum Express'));
    }
  });

  it('shows a client once reactivated and hides it once deactivated', async () => {
    await ctx.database.db.update(clients).set({ active: true }).where(eq(clients.name, INACTIVE));
    await ctx.database.db.update(clients).set({ active: false }).where(eq(clients.name, 'Milo Informatique'));
    try {
      const listed = names(body<PublicClient[]>(await get('/api/clients')).data);
      expect(listed.at(-1)).toBe(INACTIVE);
      expect(listed).not.toContain('Milo Informatique');
    } finally {
      await ctx.database.db.update(clients).set({ active: false }).where(eq(clients.name, INACTIVE));
      await ctx.database.db.update(clients).set({ active: true }).where(eq(clients.name, 'Milo Informatique'));
    }
    expect(names(body<PublicClient[]>(await get('/api/clients')).data)).toEqual(ACTIVE);
  });

  it('ignores unknown query parameters and an unsupported language', async () => {
    const json = body<PublicClient[]>(await get('/api/clients?lang=xx&per_page=0'));
    expect(names(json.data)).toEqual(ACTIVE);
    expect(json.data[0]?.sector).toBe('Éducation');
  });

  it('has no page per client: an id or slug answers 404 in the envelope', async () => {
    const response = await get('/api/clients/1?lang=en');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ success: false, message: 'Route not found' });
  });
});
