import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSolution, PublicSolution, SolutionStats } from '#contract/schemas/solution.ts';
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
const publicSlugs = async () =>
  body<PublicSolution[]>(await publicGet('/api/solutions')).data.map((solution) => solution.slug);

const newSolution = {
  name: { fr: 'Caisse enregistreuse connectée', en: 'Connected cash register' },
  summary: { fr: 'Vendez et suivez votre stock depuis une tablette.' },
  body: { fr: '<p>Une caisse <a href="javascript:alert(1)">simple</a><iframe src="x"></iframe>.</p>' },
  features: [{ fr: 'Suivi du stock', en: 'Stock tracking' }, { fr: 'Paiement mobile' }],
  icon: 'shopping-cart',
  image: '/media/seed/solutions/gestion-scolaire',
  sort_order: 9,
};

describe('admin solutions', () => {
  it('lists every solution with filters, sort and stats', async () => {
    const all = body<AdminSolution[]>(await call('GET', '/api/admin/solutions?per_page=2'));
    expect(all.meta).toMatchObject({ page: 1, per_page: 2, total: 4, total_pages: 2 });
    expect(all.data[0]?.name).toHaveProperty('en');
    const found = body<AdminSolution[]>(await call('GET', '/api/admin/solutions?search=school'));
    expect(found.data.map((solution) => solution.slug)).toEqual(['gestion-scolaire']);
    const byName = body<AdminSolution[]>(await call('GET', '/api/admin/solutions?sort=name&active=true'));
    expect(byName.data[0]?.slug).toBe('boutique-paiement-mobile');
    expect(body<AdminSolution[]>(await call('GET', '/api/admin/solutions?active=false')).data).toEqual([]);
    expect((await call('GET', '/api/admin/solutions?sort=price')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/solutions?active=maybe')).statusCode).toBe(422);

    const stats = body<SolutionStats>(await call('GET', '/api/admin/solutions/stats')).data;
    expect(stats).toEqual({ total: 4, active: 4, inactive: 0 });
  });

  it('creates a solution with a slug from the French name and a sanitized body, public at once', async () => {
    const response = await call('POST', '/api/admin/solutions', newSolution);
    expect(response.statusCode).toBe(201);
    const solution = body<AdminSolution>(response).data;
    expect(solution).toMatchObject({
      slug: 'caisse-enregistreuse-connectee',
      icon: 'shopping-cart',
      active: true,
      sort_order: 9,
      features: [{ fr: 'Suivi du stock', en: 'Stock tracking' }, { fr: 'Paiement mobile' }],
    });
    expect(solution.body).toEqual({ fr: '<p>Une caisse <a>simple</a>.</p>' });
    expect(await publicSlugs()).toContain(solution.slug);
    const page = body<PublicSolution>(await publicGet(`/api/solutions/${solution.slug}?lang=en`)).data;
    expect(page.features).toEqual(['Stock tracking', 'Paiement mobile']);
  });

  it('answers 409 when the slug is taken and 422 for a numeric slug', async () => {
    const clash = await call('POST', '/api/admin/solutions', newSolution);
    expect(clash.statusCode).toBe(409);
    expect(body(clash).message).toBe('Ce slug est déjà utilisé');
    expect(body(await call('POST', '/api/admin/solutions', { ...newSolution, slug: '7' })).errors).toEqual({
      slug: ['Ce slug est réservé'],
    });
  });

  it('requires the French texts and refuses bad icons, too many features and unknown fields', async () => {
    const invalid = { ...newSolution, name: { fr: '  ' }, icon: 'rocket', price: 10 };
    const french = await call('POST', '/api/admin/solutions', invalid);
    expect(french.statusCode).toBe(422);
    expect(body(french).errors).toEqual({
      'name.fr': ['Le texte en français est obligatoire'],
      icon: ['Valeur invalide'],
      price: ['Champ non autorisé'],
    });
    const english = await call('POST', '/api/admin/solutions?lang=en', invalid);
    expect(body(english).errors).toEqual({
      'name.fr': ['The French text is required'],
      icon: ['Invalid value'],
      price: ['Field not allowed'],
    });
    const more = await call('POST', '/api/admin/solutions', {
      ...newSolution,
      features: Array.from({ length: 21 }, (_, index) => ({ fr: `Atout ${index}` })),
      image: 'https://evil.example/x.png',
      active: 'yes',
    });
    expect(body(more).errors).toEqual({
      features: ['Ce champ est trop long'],
      image: ['Valeur invalide'],
      active: ['Valeur invalide'],
    });
    const feature = await call('POST', '/api/admin/solutions', { ...newSolution, features: [{ en: 'English' }] });
    expect(body(feature).errors).toEqual({ 'features.0.fr': ['Le texte en français est obligatoire'] });
  });

  it('deactivates and activates, the public list following at once', async () => {
    const [solution] = body<AdminSolution[]>(await call('GET', '/api/admin/solutions?search=caisse')).data;
    const id = solution!.id;
    expect(body<AdminSolution>(await call('PATCH', `/api/admin/solutions/${id}/deactivate`)).data.active).toBe(false);
    expect(await publicSlugs()).not.toContain(solution!.slug);
    expect((await publicGet(`/api/solutions/${solution!.slug}`)).statusCode).toBe(404);
    expect(body<AdminSolution[]>(await call('GET', '/api/admin/solutions?active=false')).data).toHaveLength(1);
    expect(body<AdminSolution>(await call('PATCH', `/api/admin/solutions/${id}/activate`)).data.active).toBe(true);
    expect(await publicSlugs()).toContain(solution!.slug);
  });

  it('reads, updates and deletes, writing each change to the audit log under the editor', async () => {
    const [solution] = body<AdminSolution[]>(await call('GET', '/api/admin/solutions?search=caisse')).data;
    const id = solution!.id;
    expect(body<AdminSolution>(await call('GET', `/api/admin/solutions/${id}`)).data.slug).toBe(
      'caisse-enregistreuse-connectee',
    );
    const updated = await call('PUT', `/api/admin/solutions/${id}`, {
      ...newSolution,
      slug: 'caisse-connectee',
      features: [],
      icon: 'Zap',
      sort_order: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect(body<AdminSolution>(updated).data).toMatchObject({
      slug: 'caisse-connectee',
      features: [],
      icon: 'Zap',
      sort_order: 0,
    });
    expect(await publicSlugs()).toContain('caisse-connectee');
    expect(
      (await call('PUT', `/api/admin/solutions/${id}`, { ...newSolution, slug: 'gestion-scolaire' })).statusCode,
    ).toBe(409);

    expect((await call('DELETE', `/api/admin/solutions/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/solutions/${id}`)).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain('caisse-connectee');

    const entries = (await ctx.database.db.select().from(auditLog)).filter(
      (entry) => entry.entityType === 'solution' && entry.entityId === String(id),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'deactivate', 'activate', 'update', 'delete']);
    expect(entries.every((entry) => entry.userId === editor.user.id)).toBe(true);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await call('GET', '/api/admin/solutions/99999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/solutions/99999', newSolution)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/solutions/99999/activate')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/solutions/99999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/solutions/abc/activate')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/solutions/99999999999')).statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await publicGet('/api/admin/solutions')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/solutions', payload: newSolution })).statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/admin/solutions/1/deactivate' })).statusCode).toBe(401);
  });
});
