import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry } from '#contract/schemas/audit-log.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let admin: SignedInStaff;
let editor: SignedInStaff;

const entries = async (query: string) => {
  const response = await admin.call('GET', `/api/admin/audit-log${query}`);
  expect(response.statusCode).toBe(200);
  return body<AdminAuditEntry[]>(response);
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInStaff(ctx, 'admin');
  editor = await signInStaff(ctx, 'editor');
  // Three changes by two people: the editor adds a client, the admin adds and deletes another.
  const client = { name: 'Orange Guinée', sector: { fr: 'Télécoms', en: 'Telecoms' }, sort_order: 30 };
  const byEditor = await editor.call('POST', '/api/admin/clients', client);
  expect(byEditor.statusCode).toBe(201);
  const byAdmin = await admin.call('POST', '/api/admin/clients', { ...client, name: 'Société Générale' });
  expect(byAdmin.statusCode).toBe(201);
  expect((await admin.call('DELETE', `/api/admin/clients/${body<{ id: number }>(byAdmin).data.id}`)).statusCode).toBe(
    200,
  );
});
afterAll(() => ctx.close());

describe('GET /api/admin/audit-log', () => {
  it('lists who did what to what, the latest first, page by page', async () => {
    const all = await entries('?per_page=2');
    expect(all.meta).toMatchObject({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(all.data.map((entry) => [entry.action, entry.entity_type, entry.user?.email])).toEqual([
      ['delete', 'client', 'admin@weltaare.test'],
      ['create', 'client', 'admin@weltaare.test'],
    ]);
  });

  it('filters by action, by kind of item and by the person (email or name)', async () => {
    expect((await entries('?action=create')).data).toHaveLength(2);
    expect((await entries('?action=delete&entity_type=client')).data).toHaveLength(1);
    expect((await entries('?entity_type=team_member')).data).toEqual([]);
    const editorsWork = await entries('?search=EDITOR');
    expect(editorsWork.meta?.total).toBe(1);
    expect(editorsWork.data[0]).toMatchObject({ action: 'create', user: { email: 'editor@weltaare.test' } });
    // Wildcards are taken literally.
    expect((await entries('?search=%25')).data).toEqual([]);
  });

  it('refuses a malformed filter with a clear message', async () => {
    const response = await admin.call('GET', '/api/admin/audit-log?action=DROP%20TABLE');
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ action: ['Valeur invalide'] });
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    expect((await editor.call('GET', '/api/admin/audit-log')).statusCode).toBe(403);
  });
});
