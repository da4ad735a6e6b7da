import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient, ClientStats, PublicClient } from '#contract/schemas/client.ts';
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
const publicClients = async (query = '') => body<PublicClient[]>(await publicGet(`/api/clients${query}`)).data;
const publicIds = async () => (await publicClients()).map((client) => client.id);

const newClient = {
  name: 'Pharmacie du 100%_Port',
  logo: '/media/seed/clients/kaloum-express',
  website_url: 'https://example.org/pharmacie',
  sector: { fr: 'Santé', en: 'Health' },
  sort_order: 20,
};

describe('admin clients', () => {
  it('lists active and inactive clients with filters, sort and stats', async () => {
    const all = body<AdminClient[]>(await call('GET', '/api/admin/clients?per_page=50'));
    expect(all.meta).toMatchObject({ total: 8 });
    expect(all.data[0]?.sector).toHaveProperty('en');
    const inactive = body<AdminClient[]>(await call('GET', '/api/admin/clients?active=false'));
    expect(inactive.data.map((client) => client.name)).toEqual(['Hôtel Le Kolenté']);
    const found = body<AdminClient[]>(await call('GET', '/api/admin/clients?search=kaloum'));
    expect(found.data.map((client) => client.name)).toEqual(['Kaloum Express']);
    const byName = body<AdminClient[]>(await call('GET', '/api/admin/clients?sort=name&per_page=1'));
    expect(byName.data[0]?.name).toBe('Banque Atlantique du Golfe de Guinée');
    expect((await call('GET', '/api/admin/clients?sort=sector')).statusCode).toBe(422);

    const stats = body<ClientStats>(await call('GET', '/api/admin/clients/stats')).data;
    expect(stats).toEqual({ total: 8, active: 7, inactive: 1 });
  });

  it('creates a client, shown on the public list at once', async () => {
    const response = await call('POST', '/api/admin/clients', newClient);
    expect(response.statusCode).toBe(201);
    const client = body<AdminClient>(response).data;
    expect(client).toMatchObject({ ...newClient, active: true });
    expect(client).not.toHaveProperty('slug');
    const english = await publicClients('?lang=en');
    expect(english.find((item) => item.id === client.id)).toEqual({
      id: client.id,
      name: 'Pharmacie du 100%_Port',
      logo: '/media/seed/clients/kaloum-express',
      website_url: 'https://example.org/pharmacie',
      sector: 'Health',
    });
    // Two clients may share a name: there is no slug to clash.
    expect((await call('POST', '/api/admin/clients', { ...newClient, active: false })).statusCode).toBe(201);
    // The search takes % and _ literally.
    const found = body<AdminClient[]>(await call('GET', '/api/admin/clients?search=100%25_'));
    expect(found.meta?.total).toBe(2);
    expect(body<AdminClient[]>(await call('GET', '/api/admin/clients?search=%25')).meta?.total).toBe(2);
  });

  it('requires a name and the French sector, refuses bad URLs, flags and unknown fields', async () => {
    const invalid = {
      ...newClient,
      name: '',
      sector: { en: 'Health' },
      website_url: 'javascript:alert(1)',
      slug: 'pharmacie',
    };
    const french = await call('POST', '/api/admin/clients', invalid);
    expect(french.statusCode).toBe(422);
    expect(body(french).errors).toEqual({
      name: ['Le nom est obligatoire'],
      'sector.fr': ['Le texte en français est obligatoire'],
      website_url: ['Adresse web invalide'],
      slug: ['Champ non autorisé'],
    });
    const english = await call('POST', '/api/admin/clients?lang=en', invalid);
    expect(body(english).errors).toEqual({
      name: ['Name is required'],
      'sector.fr': ['The French text is required'],
      website_url: ['Invalid web address'],
      slug: ['Field not allowed'],
    });
    const flags = await call('POST', '/api/admin/clients', { ...newClient, active: 'no', sort_order: 1.5 });
    expect(body(flags).errors).toEqual({ active: ['Valeur invalide'], sort_order: ['Valeur invalide'] });
  });

  it('deactivates and activates, the public list following at once', async () => {
    const [client] = body<AdminClient[]>(await call('GET', '/api/admin/clients?search=pharmacie&active=true')).data;
    const id = client!.id;
    expect(await publicIds()).toContain(id);
    expect(body<AdminClient>(await call('PATCH', `/api/admin/clients/${id}/deactivate`)).data.active).toBe(false);
    expect(await publicIds()).not.toContain(id);
    expect(body<AdminClient>(await call('PATCH', `/api/admin/clients/${id}/activate`)).data.active).toBe(true);
    expect(await publicIds()).toContain(id);
  });

  it('reads, updates and deletes, writing each change to the audit log under the editor', async () => {
    const [client] = body<AdminClient[]>(await call('GET', '/api/admin/clients?search=pharmacie&active=true')).data;
    const id = client!.id;
    expect(body<AdminClient>(await call('GET', `/api/admin/clients/${id}`)).data.name).toBe('Pharmacie du 100%_Port');

    const updated = await call('PUT', `/api/admin/clients/${id}`, {
      name: 'Pharmacie du Port',
      sector: { fr: 'Pharmacie' },
      website_url: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(body<AdminClient>(updated).data).toMatchObject({
      name: 'Pharmacie du Port',
      logo: null,
      website_url: null,
      sector: { fr: 'Pharmacie' },
      active: true,
      sort_order: 0,
    });
    const english = await publicClients('?lang=en');
    expect(english.find((item) => item.id === id)?.sector).toBe('Pharmacie');

    expect((await call('DELETE', `/api/admin/clients/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/clients/${id}`)).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(id);

    const entries = (await ctx.database.db.select().from(auditLog)).filter(
      (entry) => entry.entityType === 'client' && entry.entityId === String(id),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'deactivate', 'activate', 'update', 'delete']);
    expect(entries.every((entry) => entry.userId === editor.user.id)).toBe(true);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await call('GET', '/api/admin/clients/99999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/clients/99999', newClient)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/clients/99999/activate')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/clients/99999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/clients/abc/deactivate')).statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await publicGet('/api/admin/clients')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/clients', payload: newClient })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/admin/clients/1' })).statusCode).toBe(401);
  });
});

describe('the admin API drawn from the clients declaration', () => {
  async function createOne(name: string): Promise<AdminClient> {
    return body<AdminClient>(await call('POST', '/api/admin/clients', { ...newClient, name })).data;
  }

  it('PATCH changes only the fields sent', async () => {
    const client = await createOne('Patch partiel');
    const response = await call('PATCH', `/api/admin/clients/${client.id}`, { sort_order: 7 });
    expect(response.statusCode).toBe(200);
    const patched = body<AdminClient>(response).data;
    expect(patched).toMatchObject({ name: 'Patch partiel', sort_order: 7, sector: newClient.sector, active: true });
    expect((await call('PATCH', `/api/admin/clients/${client.id}`, { sort_order: -1 })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/admin/clients/${client.id}`, { unknown: 1 })).statusCode).toBe(422);
  });

  it('PUT takes the record as GET returned it, its id and dates ignored', async () => {
    const client = await createOne('Aller-retour');
    const fetched = body<AdminClient>(await call('GET', `/api/admin/clients/${client.id}`)).data;
    const response = await call('PUT', `/api/admin/clients/${client.id}`, {
      ...fetched,
      id: 424242,
      created_at: '2000-01-01T00:00:00.000Z',
      name: 'Aller-retour modifié',
    });
    expect(response.statusCode).toBe(200);
    const saved = body<AdminClient>(response).data;
    expect(saved).toMatchObject({ id: client.id, name: 'Aller-retour modifié', created_at: client.created_at });
  });

  it('takes a plain string where a text in both languages is expected as its French text', async () => {
    const response = await call('POST', '/api/admin/clients', {
      ...newClient,
      name: 'Texte simple',
      sector: 'Commerce',
    });
    expect(response.statusCode).toBe(201);
    expect(body<AdminClient>(response).data.sector).toEqual({ fr: 'Commerce' });
  });

  it('answers only the declared fields, in the declared shape', async () => {
    const client = await createOne('Forme de la réponse');
    const answer = body<AdminClient>(await call('GET', `/api/admin/clients/${client.id}`)).data;
    expect(Object.keys(answer).sort()).toEqual(
      [
        'active',
        'created_at',
        'id',
        'logo',
        'name',
        'publish_at',
        'sector',
        'sort_order',
        'updated_at',
        'version',
        'website_url',
      ].sort(),
    );
  });
});
