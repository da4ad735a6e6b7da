import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSolution } from '#contract/schemas/solution.ts';
import { solutions } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The seeded solutions (server/db/seed/content/solutions.ts), in display order. */
const ACTIVE = ['gestion-scolaire', 'pack-pme-en-ligne', 'boutique-paiement-mobile', 'kit-communication-ong'];

const slugs = (list: PublicSolution[]) => list.map((solution) => solution.slug);

describe('GET /api/solutions', () => {
  it('lists active solutions in display order, in French by default', async () => {
    const response = await get('/api/solutions');
    expect(response.statusCode).toBe(200);
    const json = body<PublicSolution[]>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('OK');
    expect(slugs(json.data)).toEqual(ACTIVE);
    expect(json).not.toHaveProperty('meta');

    const first = json.data[0];
    expect(first).toEqual({
      id: expect.any(Number),
      slug: 'gestion-scolaire',
      name: 'Gestion scolaire',
      summary: expect.stringContaining('Inscriptions, notes, bulletins'),
      body: expect.stringContaining('<strong>gestion scolaire</strong>'),
      features: [
        'Inscriptions et dossiers élèves',
        'Notes, moyennes et bulletins automatiques',
        'Suivi des frais de scolarité et paiement mobile',
        'Espace parents et alertes SMS',
        'Formation du personnel incluse',
      ],
      icon: 'graduation-cap',
      image: '/media/seed/solutions/gestion-scolaire',
    });
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicSolution[]>(await get('/api/solutions?lang=en'));
    const byHeader = body<PublicSolution[]>(await get('/api/solutions', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(byQuery.data.map((solution) => solution.name)).toEqual([
      'School management',
      'SME online pack',
      'Online shop with mobile payments',
      'NGO communication kit',
    ]);
    expect(byHeader.data).toEqual(byQuery.data);
    expect(byQuery.data[0]?.features[0]).toBe('Enrolment and pupil records');
  });

  it('falls back to French where a text has no English version', async () => {
    const slug = 'pack-pme-en-ligne';
    const [original] = await ctx.database.db.select().from(solutions).where(eq(solutions.slug, slug));
    if (!original) throw new Error(`seed solution ${slug} missing`);
    await ctx.database.db
      .update(solutions)
      .set({ name: { fr: 'Pack PME' }, features: [{ fr: 'Site vitrine' }, { fr: 'Hébergement', en: 'Hosting' }] })
      .where(eq(solutions.slug, slug));
    try {
      const solution = body<PublicSolution>(await get(`/api/solutions/${slug}?lang=en`)).data;
      expect(solution.name).toBe('Pack PME');
      expect(solution.features).toEqual(['Site vitrine', 'Hosting']);
      expect(solution.summary).toContain('A showcase website');
    } finally {
      await ctx.database.db
        .update(solutions)
        .set({ name: original.name, features: original.features })
        .where(eq(solutions.slug, slug));
    }
  });

  it('follows the sort order an editor sets', async () => {
    await ctx.database.db.update(solutions).set({ sortOrder: 0 }).where(eq(solutions.slug, 'kit-communication-ong'));
    try {
      expect(slugs(body<PublicSolution[]>(await get('/api/solutions')).data)[0]).toBe('kit-communication-ong');
    } finally {
      await ctx.database.db.update(solutions).set({ sortOrder: 4 }).where(eq(solutions.slug, 'kit-communication-ong'));
    }
  });

  it('hides a deactivated solution from the list and its page', async () => {
    const slug = 'boutique-paiement-mobile';
    await ctx.database.db.update(solutions).set({ active: false }).where(eq(solutions.slug, slug));
    try {
      expect(slugs(body<PublicSolution[]>(await get('/api/solutions')).data)).toEqual(
        ACTIVE.filter((active) => active !== slug),
      );
      const response = await get(`/api/solutions/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ success: false, message: 'Ressource introuvable' });
    } finally {
      await ctx.database.db.update(solutions).set({ active: true }).where(eq(solutions.slug, slug));
    }
    expect(slugs(body<PublicSolution[]>(await get('/api/solutions')).data)).toEqual(ACTIVE);
  });
});

describe('GET /api/solutions/:slug', () => {
  it('returns an active solution with its body', async () => {
    const response = await get('/api/solutions/boutique-paiement-mobile');
    expect(response.statusCode).toBe(200);
    const json = body<PublicSolution>(response);
    expect(json.success).toBe(true);
    expect(json.data.name).toBe('Boutique en ligne avec paiement mobile');
    expect(json.data.features).toHaveLength(5);
    expect(json.data.image).toBe('/media/seed/solutions/boutique-paiement-mobile');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicSolution>(await get('/api/solutions/kit-communication-ong?lang=en')).data;
    const byHeader = body<PublicSolution>(
      await get('/api/solutions/kit-communication-ong', { 'accept-language': 'en' }),
    ).data;
    expect(byQuery.name).toBe('NGO communication kit');
    expect(byQuery.body).toContain('<strong>NGO communication kit</strong>');
    expect(byHeader).toEqual(byQuery);
  });

  it('answers 404 in the envelope for an unknown slug, in the visitor language', async () => {
    const unknown = await get('/api/solutions/does-not-exist');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ success: false, message: 'Ressource introuvable' });

    const english = await get('/api/solutions/does-not-exist?lang=en');
    expect(body(english)).toEqual({ success: false, message: 'Resource not found' });
  });

  it('rejects a blank slug with 422 and a field error', async () => {
    const response = await get('/api/solutions/%20?lang=en');
    expect(response.statusCode).toBe(422);
    expect(body(response)).toEqual({
      success: false,
      message: 'The submitted data is invalid',
      errors: { slug: ['Invalid value'] },
    });
  });
});
