import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditMark } from '#contract/schemas/edit-marks.ts';
import { editMarks } from '../../db/schema.ts';
import { body, createTestApp, signInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;

async function editorNamed(name: string, role: 'admin' | 'editor' = 'editor') {
  // Accounts are named after their address: `Aminata@…` is Aminata.
  const staff = await signInStaff(ctx, role, `${name}@marks.test`);
  const { call } = staff;
  return {
    ...staff,
    claim: async (id: number, takeOver = false) => {
      const response = await call('PUT', `/api/admin/services/${id}/edit-mark`, takeOver ? { take_over: true } : {});
      expect(response.statusCode, response.body).toBe(200);
      return body<EditMark>(response).data;
    },
    release: async (id: number) => {
      const response = await call('DELETE', `/api/admin/services/${id}/edit-mark`);
      expect(response.statusCode, response.body).toBe(200);
      return body<{ released: boolean }>(response).data.released;
    },
  };
}

let aminata: Awaited<ReturnType<typeof editorNamed>>;
let bakary: Awaited<ReturnType<typeof editorNamed>>;
let chantal: Awaited<ReturnType<typeof editorNamed>>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  aminata = await editorNamed('Aminata');
  bakary = await editorNamed('Bakary');
  chantal = await editorNamed('Chantal', 'admin');
});
afterAll(() => ctx.close());

async function newService(name: string) {
  const created = await aminata.call('POST', '/api/admin/services', {
    name: { fr: name },
    short_description: { fr: 'Court.' },
    description: { fr: '<p>Long.</p>' },
    icon: 'Zap',
  });
  expect(created.statusCode, created.body).toBe(201);
  return body<{ id: number }>(created).data.id;
}

/** The mark as if its holder had last been heard from `minutes` ago (no waiting in tests). */
async function lastSeen(id: number, minutes: number) {
  await ctx.database.db
    .update(editMarks)
    .set({
      seenAt: sql`now() - ${minutes} * interval '1 minute'`,
      since: sql`now() - ${minutes + 1} * interval '1 minute'`,
    })
    .where(and(eq(editMarks.resource, 'services'), eq(editMarks.itemId, id)));
}

describe('editing marks (who has an item open in a form)', () => {
  it('gives the mark to the first editor and shows the second who holds it since when', async () => {
    const id = await newService('Marqué');
    const before = Date.now();
    const first = await aminata.claim(id);
    expect(first).toMatchObject({ held: true, holder: { id: aminata.user.id, name: 'Aminata' }, taken_over: null });
    expect(Date.parse(first.since)).toBeGreaterThanOrEqual(before - 5_000);

    const second = await bakary.claim(id);
    expect(second).toEqual({
      held: false,
      holder: { id: aminata.user.id, name: 'Aminata' },
      since: first.since,
      taken_over: null,
    });
  });

  it('keeps the mark alive with heartbeats, since unchanged, and lets the next editor in after 5 quiet minutes', async () => {
    const id = await newService('Battements');
    const first = await aminata.claim(id);
    await lastSeen(id, 4);
    const beat = await aminata.claim(id);
    expect(beat.held).toBe(true);
    // The heartbeat of a live mark keeps when it started.
    expect(Date.parse(beat.since)).toBeLessThan(Date.parse(first.since));
    expect((await bakary.claim(id)).held).toBe(false);

    await lastSeen(id, 5);
    const next = await bakary.claim(id);
    expect(next).toMatchObject({ held: true, holder: { name: 'Bakary' }, taken_over: null });
    expect(Date.parse(next.since)).toBeGreaterThan(Date.parse(beat.since));
    // Aminata, back after her mark lapsed, is not told of a take-over: she sees who edits now.
    expect(await aminata.claim(id)).toMatchObject({ held: false, holder: { name: 'Bakary' }, taken_over: null });
  });

  it('takes a live mark over and tells its first holder who and when, who may take it back', async () => {
    const id = await newService('Reprise');
    await aminata.claim(id);
    const taken = await bakary.claim(id, true);
    expect(taken).toMatchObject({ held: true, holder: { id: bakary.user.id, name: 'Bakary' }, taken_over: null });

    // Aminata's next heartbeat does not take it back: it tells her.
    const told = await aminata.claim(id);
    expect(told.held).toBe(false);
    expect(told.holder.name).toBe('Bakary');
    expect(told.taken_over?.by).toEqual({ id: bakary.user.id, name: 'Bakary' });
    expect(Date.parse(told.taken_over!.at)).toBeGreaterThanOrEqual(Date.parse(taken.since));
    expect((await aminata.claim(id)).taken_over?.by.name).toBe('Bakary');

    const back = await aminata.claim(id, true);
    expect(back).toMatchObject({ held: true, holder: { name: 'Aminata' } });
    expect((await bakary.claim(id)).taken_over?.by.name).toBe('Aminata');
  });

  it('releases only one’s own mark, and a released mark lets the next editor in', async () => {
    const id = await newService('Libéré');
    await aminata.claim(id);
    expect(await bakary.release(id)).toBe(false);
    expect((await bakary.claim(id)).holder.name).toBe('Aminata');
    expect(await aminata.release(id)).toBe(true);
    expect(await aminata.release(id)).toBe(false);
    expect((await bakary.claim(id)).held).toBe(true);
  });

  it('gives the mark to exactly one of two editors claiming at once', async () => {
    const id = await newService('Simultané');
    const answers = await Promise.all([aminata.claim(id), bakary.claim(id), chantal.claim(id)]);
    expect(answers.filter((answer) => answer.held)).toHaveLength(1);
    const holder = answers.find((answer) => answer.held)!.holder;
    for (const answer of answers) expect(answer.holder).toEqual(holder);
  });

  it('is not a lock on the API: a save by someone else still passes, guarded by versions only', async () => {
    const id = await newService('Conseil');
    await aminata.claim(id);
    const saved = await bakary.call('PATCH', `/api/admin/services/${id}`, { short_description: { fr: 'Par Bakary.' } });
    expect(saved.statusCode).toBe(200);
  });

  it('answers 404 for an item that does not exist and 401 without a session, in the caller’s language', async () => {
    const missing = await aminata.call('PUT', '/api/admin/services/999999/edit-mark', {});
    expect(missing.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/services/1/edit-mark',
      payload: {},
      headers: { 'accept-language': 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).message).toBe('Authentication required');
    const badBody = await aminata.call('PUT', `/api/admin/services/${await newService('Corps')}/edit-mark`, {
      take_over: 'yes',
    });
    expect(badBody.statusCode).toBe(422);
  });

  it('goes with the account that held it', async () => {
    const id = await newService('Compte supprimé');
    const leaving = await editorNamed('Partant');
    await leaving.claim(id);
    expect((await bakary.claim(id)).holder.name).toBe('Partant');
    const removed = await chantal.call('DELETE', `/api/admin/users/${leaving.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await bakary.claim(id)).held).toBe(true);
  });
});
