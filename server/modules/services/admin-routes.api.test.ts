import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService, ServiceStats } from '#contract/schemas/service.ts';
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

const newService = {
  name: { fr: 'Cybersécurité & audits', en: 'Cybersecurity & audits' },
  short_description: { fr: 'Audits de sécurité pour les PME guinéennes.', en: '' },
  description: { fr: 'Nous testons vos systèmes.' },
  features: [{ fr: 'Test d’intrusion' }],
  process: [{ title: { fr: 'Audit' }, description: { fr: 'Nous auditons.' } }],
  faqs: [{ question: { fr: 'Combien de temps ?' }, answer: { fr: 'Deux semaines.' } }],
  icon: 'Shield',
  active: true,
  featured: false,
};

describe('admin services', () => {
  it('lists every service, active or not, with both languages, filters and sort', async () => {
    const response = await call('GET', '/api/admin/services?per_page=3&sort=name');
    expect(response.statusCode).toBe(200);
    const json = body<AdminService[]>(response);
    expect(json.meta).toMatchObject({ page: 1, per_page: 3, total: 8 });
    expect(json.data[0]?.name).toHaveProperty('fr');
    expect(json.data[0]?.name).toHaveProperty('en');
    const featured = body<AdminService[]>(await call('GET', '/api/admin/services?featured=true&per_page=50'));
    expect(featured.data.every((service) => service.featured)).toBe(true);
    expect((await call('GET', '/api/admin/services?sort=price')).statusCode).toBe(422);
  });

  it('creates a service with a slug made from the French name; English may be missing', async () => {
    const response = await call('POST', '/api/admin/services', newService);
    expect(response.statusCode).toBe(201);
    const created = body<AdminService>(response).data;
    expect(created.slug).toBe('cybersecurite-audits');
    expect(created.short_description).toEqual({ fr: 'Audits de sécurité pour les PME guinéennes.' });

    const publicPage = await ctx.app.inject({ method: 'GET', url: '/api/services/cybersecurite-audits?lang=en' });
    expect(publicPage.statusCode).toBe(200);
    expect(body<{ short_description: string }>(publicPage).data.short_description).toBe(
      'Audits de sécurité pour les PME guinéennes.',
    );
  });

  it('answers 409 when the slug is taken and 422 for a reserved or malformed slug', async () => {
    expect((await call('POST', '/api/admin/services', { ...newService, slug: 'hosting' })).statusCode).toBe(409);
    const reserved = await call('POST', '/api/admin/services', { ...newService, slug: 'featured' });
    expect(reserved.statusCode).toBe(422);
    expect(body(reserved).errors).toEqual({ slug: ['Ce slug est réservé'] });
    const malformed = await call('POST', '/api/admin/services', { ...newService, slug: 'Pas Bon' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(body(malformed).errors ?? {})).toEqual(['slug']);
  });

  it('requires the French texts and refuses unknown fields and icons', async () => {
    const response = await call('POST', '/api/admin/services?lang=en', {
      ...newService,
      name: { en: 'Only English' },
      icon: 'rocket',
      price: 10,
    });
    expect(response.statusCode).toBe(422);
    const errors = body(response).errors ?? {};
    expect(errors['name.fr']).toEqual(['The French text is required']);
    expect(errors.icon).toBeDefined();
    expect(errors.price).toBeDefined();
  });

  it('reads, updates, switches and deletes, writing each change to the audit log', async () => {
    const list = body<AdminService[]>(await call('GET', '/api/admin/services?search=Cybers'));
    const id = list.data[0]!.id;
    expect(body<AdminService>(await call('GET', `/api/admin/services/${id}`)).data.slug).toBe('cybersecurite-audits');

    const updated = await call('PUT', `/api/admin/services/${id}`, {
      ...newService,
      slug: 'cybersecurite',
      name: { fr: 'Cybersécurité', en: 'Cybersecurity' },
    });
    expect(updated.statusCode).toBe(200);
    expect(body<AdminService>(updated).data.slug).toBe('cybersecurite');

    expect(body<AdminService>(await call('PATCH', `/api/admin/services/${id}/feature`)).data.featured).toBe(true);
    expect(body<AdminService>(await call('PATCH', `/api/admin/services/${id}/deactivate`)).data.active).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/services/cybersecurite' })).statusCode).toBe(404);
    expect(body<AdminService>(await call('PATCH', `/api/admin/services/${id}/activate`)).data.active).toBe(true);
    expect(body<AdminService>(await call('PATCH', `/api/admin/services/${id}/unfeature`)).data.featured).toBe(false);

    expect((await call('DELETE', `/api/admin/services/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/services/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/services/${id}`)).statusCode).toBe(404);

    const entries = (await ctx.database.db.select().from(auditLog)).filter((entry) => entry.entityId === String(id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'feature',
      'deactivate',
      'activate',
      'unfeature',
      'delete',
    ]);
  });

  it('keeps a starting price in whole Guinean francs, shown by the public answer; refuses zero or a fraction', async () => {
    const [web] = body<AdminService[]>(await call('GET', '/api/admin/services?search=Développement')).data;
    const priced = await call('PATCH', `/api/admin/services/${web!.id}`, { price_from_gnf: 3_000_000 });
    expect(priced.statusCode).toBe(200);
    const publicAnswer = body<{ price_from_gnf: number | null }>(
      await ctx.app.inject({ method: 'GET', url: '/api/services/web-development' }),
    ).data;
    expect(publicAnswer.price_from_gnf).toBe(3_000_000);
    for (const price of [0, 12.5]) {
      const refused = await call('PATCH', `/api/admin/services/${web!.id}`, { price_from_gnf: price });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(body(refused).errors ?? {})).toEqual(['price_from_gnf']);
    }
    expect((await call('PATCH', `/api/admin/services/${web!.id}`, { price_from_gnf: null })).statusCode).toBe(200);
  });

  it('answers stats', async () => {
    const stats = body<ServiceStats>(await call('GET', '/api/admin/services/stats')).data;
    expect(stats).toEqual({ total: 8, active: 8, inactive: 0, featured: 6 });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await call('GET', '/api/admin/services/99999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/services/99999', newService)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/services/abc/activate')).statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/services' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/services', payload: newService })).statusCode).toBe(
      401,
    );
  });
});
