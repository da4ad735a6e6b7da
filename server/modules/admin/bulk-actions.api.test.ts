import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import type { AdminAuditEntry } from '#contract/schemas/audit-log.ts';
import type { RevisionSummary } from '#contract/schemas/revisions.ts';
import {
  body,
  createTestApp,
  type HttpMethod,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';

type Item = Record<string, unknown> & { id: number };

let ctx: TestContext;
let editor: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const call = (method: HttpMethod, url: string, payload?: object) => admin.call(method, url, payload);
const auditedIds = async (entityType: string, action: string) =>
  body<AdminAuditEntry[]>(
    await admin.call('GET', `/api/admin/audit-log?entity_type=${entityType}&action=${action}&per_page=100`),
  ).data.map((entry) => Number(entry.entity_id));

describe('bulk actions of every content kind', () => {
  it('are not offered for the site’s own pages', async () => {
    const [home] = body<Item[]>(await call('GET', '/api/admin/pages')).data;
    const refused = await call('POST', '/api/admin/pages/bulk', { action: 'delete', ids: [home!.id] });
    expect(refused.statusCode).toBe(404);
  });

  // The site's own pages are neither deleted nor switched: they have no bulk action.
  for (const kind of CONTENT_KINDS.filter((candidate) => !candidate.fixedItems)) {
    it(`${kind.name}: each transition and delete on several items, each item audited with its revision`, async () => {
      const items = body<Item[]>(await call('GET', `/api/admin/${kind.name}?per_page=3`)).data;
      const ids = items.map((item) => item.id);
      expect(ids).toHaveLength(3);
      const path = `/api/admin/${kind.name}`;

      for (const [action, values] of Object.entries(kind.transitions)) {
        const current = body<Item[]>(await call('GET', `${path}?per_page=3`)).data;
        const already = (item: Item) => Object.entries(values).every(([field, value]) => item[field] === value);
        const expected = current.filter((item) => !already(item)).map((item) => item.id);
        const before = await auditedIds(kind.auditLabel, action);

        // A repeated id counts once.
        const response = await call('POST', `${path}/bulk`, { action, ids: [...ids, ids[0]] });
        expect(response.statusCode, response.body).toBe(200);
        expect(body(response).data).toEqual({ action, ids: expected.sort((a, b) => a - b) });

        for (const id of ids) {
          const item = body<Item>(await call('GET', `${path}/${id}`)).data;
          expect(already(item)).toBe(true);
        }
        for (const item of current.filter((candidate) => !already(candidate))) {
          const [latest] = body<RevisionSummary[]>(await call('GET', `${path}/${item.id}/revisions`)).data;
          const changed = Object.keys(values).filter((field) => item[field] !== values[field as keyof typeof values]);
          expect(latest?.changed_fields).toEqual(expect.arrayContaining(changed));
        }
        const after = await auditedIds(kind.auditLabel, action);
        expect(after.length - before.length).toBe(expected.length);
        expect(after.slice(0, expected.length).sort((a, b) => a - b)).toEqual(expected);

        // Again: nothing left to change, nothing audited.
        const again = await call('POST', `${path}/bulk`, { action, ids });
        expect(body(again).data).toEqual({ action, ids: [] });
        expect(await auditedIds(kind.auditLabel, action)).toHaveLength(after.length);
      }

      const deleted = await call('POST', `${path}/bulk`, { action: 'delete', ids: [...ids, 2_000_000] });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(body(deleted)).toMatchObject({
        message: 'Élément supprimé',
        data: { action: 'delete', ids: [...ids].sort((a, b) => a - b) },
      });
      for (const id of ids) expect((await call('GET', `${path}/${id}`)).statusCode).toBe(404);
      expect(await auditedIds(kind.auditLabel, 'delete')).toEqual(expect.arrayContaining(ids));
    });
  }

  it('an invalid id refuses the whole request: every item stays as it was', async () => {
    const items = body<Item[]>(await call('GET', '/api/admin/solutions?per_page=2')).data;
    const refused = await call('POST', '/api/admin/solutions/bulk', {
      action: 'deactivate',
      ids: [...items.map((item) => item.id), 0],
    });
    expect(refused.statusCode).toBe(422);
    for (const item of items)
      expect(body<Item>(await call('GET', `/api/admin/solutions/${item.id}`)).data.active).toBe(item.active);
  });

  it('refuses an unknown action, no ids, too many ids, unknown fields; answers 401 to a stranger', async () => {
    const bad = async (payload: object) => (await call('POST', '/api/admin/blog/bulk', payload)).statusCode;
    expect(await bad({ action: 'archive', ids: [1] })).toBe(422);
    // A transition of another kind.
    expect(await bad({ action: 'approve', ids: [1] })).toBe(422);
    expect(await bad({ action: 'publish', ids: [] })).toBe(422);
    expect(await bad({ action: 'publish', ids: Array.from({ length: 101 }, (_, index) => index + 1) })).toBe(422);
    expect(await bad({ action: 'publish', ids: ['1'] })).toBe(422);
    expect(await bad({ action: 'publish', ids: [1], all: true })).toBe(422);

    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog/bulk',
      payload: { action: 'publish', ids: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
    // Editors manage content: the bulk call is theirs as the single ones are.
    expect(
      (await editor.call('POST', '/api/admin/blog/bulk', { action: 'unpublish', ids: [2_000_000] })).statusCode,
    ).toBe(200);
  });
});
