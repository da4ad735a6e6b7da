import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import type { AdminAuditEntry } from '#contract/schemas/audit-log.ts';
import { MAX_REVISIONS_PER_ITEM, type Revision, type RevisionSummary } from '#contract/schemas/revisions.ts';
import { revisions } from '../../db/schema.ts';
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

const call = (method: HttpMethod, url: string, payload?: object) => editor.call(method, url, payload);
const revisionsOf = async (path: string) => body<RevisionSummary[]>(await call('GET', `${path}/revisions`)).data;
const auditEntries = async (entityType: string, action: string) =>
  body<AdminAuditEntry[]>(await admin.call('GET', `/api/admin/audit-log?entity_type=${entityType}&action=${action}`))
    .data;

describe('revisions of every content kind', () => {
  for (const kind of CONTENT_KINDS) {
    it(`${kind.name}: a change keeps the earlier state and the new one, which can be compared and restored`, async () => {
      const [first] = body<Item[]>(await call('GET', `/api/admin/${kind.name}?per_page=1`)).data;
      if (!first) throw new Error(`${kind.name} has no seeded item`);
      const path = `/api/admin/${kind.name}/${first.id}`;
      const [field] = Object.entries(kind.fields).find(([, declared]) => declared.type === 'localized-text') ??
        Object.entries(kind.fields).find(([, declared]) => declared.type === 'text') ?? [''];
      const original = first[field];
      const changed = { fr: 'Texte révisé', en: 'Revised text' };
      const edited = kind.fields[field]?.type === 'text' ? 'Texte révisé' : changed;

      expect(await revisionsOf(path)).toEqual([]);
      expect((await call('PATCH', path, { [field]: edited })).statusCode).toBe(200);

      const [latest, earlier, ...none] = await revisionsOf(path);
      expect(none).toEqual([]);
      expect(latest).toMatchObject({ changed_fields: [field], author: { id: editor.user.id, name: 'editor' } });
      expect(earlier).toMatchObject({ changed_fields: [], author: null, restored_from: null });
      const kept = body<Revision<Item>>(await call('GET', `${path}/revisions/${earlier?.id}`)).data;
      expect(kept.item[field]).toEqual(original);

      const [audited] = await auditEntries(kind.auditLabel, 'update');
      expect(audited).toMatchObject({
        entity_id: String(first.id),
        details: { fields: [field], revision: latest?.id },
      });

      const restore = await call('POST', `${path}/revisions/${earlier?.id}/restore`);
      expect(restore.statusCode).toBe(200);
      expect(body(restore).message).toBe('Version restaurée');
      expect(body<Item>(restore).data[field]).toEqual(original);
      const [restored] = await revisionsOf(path);
      expect(restored).toMatchObject({ changed_fields: [field], restored_from: earlier?.id });
      const [restoreAudit] = await auditEntries(kind.auditLabel, 'restore');
      expect(restoreAudit?.details).toEqual({ fields: [field], revision: restored?.id, restored_from: earlier?.id });
    });
  }
});

const newSolution = {
  name: { fr: 'Caisse pour boutiques', en: 'Shop till' },
  summary: { fr: 'Une caisse simple.', en: 'A simple till.' },
  body: { fr: '<p>Encaissez vos ventes.</p>', en: '<p>Ring up your sales.</p>' },
  active: true,
};

describe('the revisions of one item', () => {
  it('starts with the filled fields of the creation, and a save that changes nothing keeps nothing', async () => {
    const created = body<Item>(await call('POST', '/api/admin/solutions', newSolution));
    const path = `/api/admin/solutions/${created.data.id}`;
    const [creation, ...none] = await revisionsOf(path);
    expect(none).toEqual([]);
    expect(creation?.changed_fields).toEqual(expect.arrayContaining(['name', 'summary', 'body', 'active']));
    expect(creation?.author?.name).toBe('editor');

    expect((await call('PUT', path, created.data)).statusCode).toBe(200);
    expect(await revisionsOf(path)).toHaveLength(1);
    expect((await call('PATCH', `${path}/deactivate`)).statusCode).toBe(200);
    const [deactivation] = await revisionsOf(path);
    expect(deactivation?.changed_fields).toEqual(['active']);
  });

  it(`keeps the last ${MAX_REVISIONS_PER_ITEM}, newest first`, async () => {
    const created = body<Item>(await call('POST', '/api/admin/solutions', { ...newSolution, name: { fr: 'Stock' } }));
    const path = `/api/admin/solutions/${created.data.id}`;
    for (let version = 1; version <= MAX_REVISIONS_PER_ITEM + 2; version += 1)
      expect((await call('PATCH', path, { name: { fr: `Stock v${version}`, en: '' } })).statusCode).toBe(200);
    const kept = await revisionsOf(path);
    expect(kept).toHaveLength(MAX_REVISIONS_PER_ITEM);
    const newest = body<Revision<Item>>(await call('GET', `${path}/revisions/${kept[0]?.id}`)).data;
    const oldest = body<Revision<Item>>(await call('GET', `${path}/revisions/${kept.at(-1)?.id}`)).data;
    expect(newest.item.name).toEqual({ fr: `Stock v${MAX_REVISIONS_PER_ITEM + 2}` });
    expect(oldest.item.name).toEqual({ fr: 'Stock v3' });
    expect(kept.map((revision) => revision.id)).toEqual([...kept.map((revision) => revision.id)].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown item, a revision of another item or of another kind', async () => {
    const [service] = body<Item[]>(await call('GET', '/api/admin/services?per_page=2')).data;
    const path = `/api/admin/services/${service?.id}`;
    await call('PATCH', path, { icon: 'Globe' });
    const [revision] = await revisionsOf(path);
    const missing = await call('GET', '/api/admin/services/999999/revisions');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Ressource introuvable');
    expect((await call('GET', `/api/admin/services/999999/revisions/${revision?.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/solutions/${service?.id}/revisions/${revision?.id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/projects/${service?.id}/revisions/${revision?.id}/restore`)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${path}/revisions/abc`)).statusCode).toBe(422);
  });

  it('refuses a restore whose slug another item took since, and loses nothing', async () => {
    const first = body<Item>(await call('POST', '/api/admin/solutions', { ...newSolution, name: { fr: 'Paie' } }));
    const path = `/api/admin/solutions/${first.data.id}`;
    expect((await call('PATCH', path, { slug: 'paie-mobile' })).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/solutions', { ...newSolution, slug: 'paie' })).statusCode).toBe(201);
    const before = await revisionsOf(path);
    const creation = before.at(-1);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${path}/revisions/${creation?.id}/restore`,
      headers: { authorization: `Bearer ${editor.token}`, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('This slug is already in use');
    expect(body<Item>(await call('GET', path)).data.slug).toBe('paie-mobile');
    expect(await revisionsOf(path)).toEqual(before);
  });

  it('forgets the history of a deleted item', async () => {
    const created = body<Item>(
      await call('POST', '/api/admin/solutions', { ...newSolution, name: { fr: 'Éphémère' } }),
    );
    const path = `/api/admin/solutions/${created.data.id}`;
    expect((await call('DELETE', path)).statusCode).toBe(200);
    expect((await call('GET', `${path}/revisions`)).statusCode).toBe(404);
    const left = await ctx.database.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'solutions'), eq(revisions.itemId, created.data.id)));
    expect(left).toEqual([]);
  });
});
