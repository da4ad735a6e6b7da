import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, whatsAppClickDays, whatsAppClicks } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test-support/test-app.ts';
import { rollUpOldWhatsAppClicks, whatsAppLeadsSince, whatsAppRollUpCutoff } from './clicks.ts';

let ctx: TestContext;
let serviceId: number;

/** Taps of this test's own service only, and of none, so the seeded content does not count. */
async function insertService() {
  const [hosting] = await ctx.database.db.select().from(services).where(eq(services.slug, 'hosting'));
  if (!hosting) throw new Error('the seed has no hosting service');
  const { id: _id, ...values } = hosting;
  const [row] = await ctx.database.db
    .insert(services)
    .values({ ...values, slug: 'rollup-service', slugEn: 'rollup-service-en', name: { fr: 'Cumul', en: 'Roll-up' } })
    .returning({ id: services.id });
  return row!.id;
}

const tap = (createdAt: string, service: number | null = serviceId) => ({
  placement: service ? ('service' as const) : ('header' as const),
  serviceId: service,
  path: '/services/rollup-service',
  language: 'fr',
  createdAt: new Date(createdAt),
});

const leadsSince = (since: string) => whatsAppLeadsSince(ctx.database.db, new Date(since), 'en');

beforeAll(async () => {
  ctx = await createTestApp();
  serviceId = await insertService();
});
afterAll(() => ctx.close());

/** 15 March 2027: taps before 15 February 2026 00:00 UTC are rolled up. */
const NOW = new Date('2027-03-15T10:00:00Z');

describe('WhatsApp taps older than 13 months', () => {
  it('rolls up at the start of the UTC day 13 months back', () => {
    expect(whatsAppRollUpCutoff(NOW).toISOString()).toBe('2026-02-15T00:00:00.000Z');
    expect(whatsAppRollUpCutoff(new Date('2027-01-31T23:00:00Z')).toISOString()).toBe('2025-12-31T00:00:00.000Z');
  });

  it('become daily counts per service, and every statistic counts them as before', async () => {
    const { db } = ctx.database;
    await db
      .insert(whatsAppClicks)
      .values([
        tap('2026-01-10T08:00:00Z'),
        tap('2026-01-10T08:05:00Z'),
        tap('2026-01-10T23:30:00Z'),
        tap('2026-01-11T00:30:00Z'),
        tap('2026-01-10T12:00:00Z', null),
        tap('2026-01-10T13:00:00Z', null),
        tap('2026-02-14T23:59:59.999Z'),
        tap('2026-02-15T00:00:00Z'),
        tap('2027-03-14T09:00:00Z'),
      ]);
    const before = await leadsSince('2025-12-01T00:00:00Z');
    expect(before).toEqual({
      total: 9,
      by_service: [
        { service_id: serviceId, name: 'Roll-up', count: 7 },
        { service_id: null, name: null, count: 2 },
      ],
    });

    expect(await rollUpOldWhatsAppClicks(db, NOW)).toBe(7);
    const kept = await db.select({ createdAt: whatsAppClicks.createdAt }).from(whatsAppClicks);
    expect(kept.map((row) => row.createdAt.toISOString()).sort()).toEqual([
      '2026-02-15T00:00:00.000Z',
      '2027-03-14T09:00:00.000Z',
    ]);
    const days = await db
      .select({ day: whatsAppClickDays.day, serviceId: whatsAppClickDays.serviceId, clicks: whatsAppClickDays.clicks })
      .from(whatsAppClickDays);
    expect(days).toHaveLength(4);
    expect(days).toEqual(
      expect.arrayContaining([
        { day: '2026-01-10', serviceId, clicks: 3 },
        { day: '2026-01-11', serviceId, clicks: 1 },
        { day: '2026-01-10', serviceId: null, clicks: 2 },
        { day: '2026-02-14', serviceId, clicks: 1 },
      ]),
    );

    expect(await leadsSince('2025-12-01T00:00:00Z')).toEqual(before);
    // From 11 January: the rolled-up 11th and 14 February, the two taps kept.
    expect(await leadsSince('2026-01-11T00:00:00Z')).toEqual({
      total: 4,
      by_service: [{ service_id: serviceId, name: 'Roll-up', count: 4 }],
    });
    // The dashboard's last 30 days read the taps kept one by one.
    expect((await leadsSince('2027-02-13T10:00:00Z')).total).toBe(1);

    expect(await rollUpOldWhatsAppClicks(db, NOW)).toBe(0);
    expect(await leadsSince('2025-12-01T00:00:00Z')).toEqual(before);
  });

  it('counts each tap once when several servers roll up at the same time', async () => {
    const { db } = ctx.database;
    const before = await leadsSince('2024-01-01T00:00:00Z');
    const old = Array.from({ length: 600 }, (_, index) =>
      tap(new Date(Date.UTC(2025, 5, 1 + (index % 20), 12)).toISOString(), index % 3 === 0 ? null : serviceId),
    );
    await db.insert(whatsAppClicks).values(old);
    // Batches of 50: the three runs take turns through the same backlog.
    const moved = await Promise.all([1, 2, 3].map(() => rollUpOldWhatsAppClicks(db, NOW, 50)));
    expect(moved.reduce((total, count) => total + count, 0)).toBe(600);
    const after = await leadsSince('2024-01-01T00:00:00Z');
    expect(after.total).toBe(before.total + 600);
    expect(after.by_service.find((row) => row.service_id === null)?.count).toBe(
      (before.by_service.find((row) => row.service_id === null)?.count ?? 0) + 200,
    );
  });

  it('keeps a deleted service’s rolled-up taps, counted with the pages that named none', async () => {
    const { db } = ctx.database;
    const before = await leadsSince('2024-01-01T00:00:00Z');
    const counted = before.by_service.find((row) => row.service_id === serviceId)?.count ?? 0;
    await db.delete(services).where(eq(services.id, serviceId));
    const after = await leadsSince('2024-01-01T00:00:00Z');
    expect(after.total).toBe(before.total);
    expect(after.by_service).toEqual([
      {
        service_id: null,
        name: null,
        count: (before.by_service.find((row) => row.service_id === null)?.count ?? 0) + counted,
      },
    ]);
  });
});
