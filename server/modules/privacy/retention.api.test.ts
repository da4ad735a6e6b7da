import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Retention } from '#contract/schemas/privacy.ts';
import { contactMessages, leadEvents } from '../../db/schema.ts';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';
import { purgeExpiredMessages } from './retention.ts';

let ctx: TestContext;
let admin: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** A message that arrived `monthsAgo` months before `now`, with its last note `noteMonthsAgo` months before. */
async function messageOf(name: string, now: Date, monthsAgo: number, noteMonthsAgo?: number) {
  const [message] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      subject: 'Un devis',
      message: 'Bonjour',
      createdAt: new Date(now.getTime() - monthsAgo * MONTH_MS),
    })
    .returning();
  if (noteMonthsAgo !== undefined) {
    await ctx.database.db.insert(leadEvents).values({
      messageId: message!.id,
      kind: 'note',
      body: 'Rappelé',
      createdAt: new Date(now.getTime() - noteMonthsAgo * MONTH_MS),
    });
  }
  return message!.id;
}

const stillThere = async (ids: number[]) =>
  (await ctx.database.db.select({ id: contactMessages.id }).from(contactMessages))
    .map((row) => row.id)
    .filter((id) => ids.includes(id))
    .sort((a, b) => a - b);

describe('the retention of messages', () => {
  it('answers the periods that run by themselves, and keeps the one admins set, versioned', async () => {
    const first = await admin.call('GET', '/api/admin/retention');
    expect(body<Retention & { version: number }>(first).data).toEqual({
      messages_months: 24,
      job_applications_years: 3,
      unconfirmed_subscribers_days: 30,
      version: 1,
    });
    const saved = await admin.call('PUT', '/api/admin/retention', { messages_months: 36 }, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<Retention>(saved).data.messages_months).toBe(36);

    // A second admin's save from the version they read before is refused: nothing is overwritten.
    const stale = await admin.call('PUT', '/api/admin/retention', { messages_months: 6 }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    const outOfRange = await admin.call('PUT', '/api/admin/retention?lang=en', { messages_months: 0 });
    expect(outOfRange.statusCode).toBe(422);
    expect(JSON.stringify(body(outOfRange))).toContain('Enter a number of months from 1 to 120');
    expect(body<Retention>(await admin.call('GET', '/api/admin/retention')).data.messages_months).toBe(36);

    const editor = await signInStaff(ctx, 'editor');
    expect((await editor.call('GET', '/api/admin/retention')).statusCode).toBe(403);
    await admin.call('PUT', '/api/admin/retention', { messages_months: 24 });
  });

  it('removes a message past the period since its last activity, its history with it, and keeps one followed since', async () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const old = await messageOf('Ancien', now, 25);
    const followed = await messageOf('Suivi', now, 25, 1);
    const recent = await messageOf('Recent', now, 23);

    expect(await purgeExpiredMessages(ctx.database.db, now)).toBe(1);
    expect(await stillThere([old, followed, recent])).toEqual([followed, recent]);
    expect(await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.messageId, old))).toEqual([]);

    // Run again, or on another server at the same time: nothing more goes.
    expect(
      await Promise.all([purgeExpiredMessages(ctx.database.db, now), purgeExpiredMessages(ctx.database.db, now)]),
    ).toEqual([0, 0]);

    // A longer period set by admins keeps what the default would have removed.
    await admin.call('PUT', '/api/admin/retention', { messages_months: 120 });
    const older = await messageOf('Plus-ancien', now, 100);
    expect(await purgeExpiredMessages(ctx.database.db, now)).toBe(0);
    expect(await stillThere([older])).toEqual([older]);
    await admin.call('PUT', '/api/admin/retention', { messages_months: 24 });
    await ctx.database.db.execute(sql`delete from contact_messages`);
  });
});
