import { count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { WhatsAppClick } from '#contract/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { services, whatsAppClickDays, whatsAppClicks } from '../../db/schema.ts';

/** The taps of the last 30 days the dashboard shows as WhatsApp leads. */
export const WHATSAPP_DASHBOARD_DAYS = 30;
/** Taps are kept one by one this long, then only as a count per day and service. */
export const WHATSAPP_CLICKS_KEPT_MONTHS = 13;
/** Taps moved by one statement of a roll-up: a long backlog goes in several short transactions. */
const ROLL_UP_BATCH = 5_000;

/**
 * Keeps a tap. A service that no longer exists (or never did) is kept as none rather than refused:
 * the tap happened, and a beacon has nobody to show an error to.
 */
export async function recordWhatsAppClick(db: Db, click: WhatsAppClick): Promise<void> {
  const serviceId = click.service_id
    ? sql`(select ${services.id} from ${services} where ${services.id} = ${click.service_id})`
    : null;
  await db.insert(whatsAppClicks).values({
    placement: click.placement,
    serviceId,
    path: click.path,
    language: click.language,
  });
}

/** Where taps stop being kept one by one: the start of the UTC day 13 months before `now` (whole days roll up). */
export function whatsAppRollUpCutoff(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - WHATSAPP_CLICKS_KEPT_MONTHS, now.getUTCDate()));
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Moves the taps older than 13 months into daily counts per service; resolves to the number moved.
 * Each batch locks the taps it takes (others skip them) and deletes them in the transaction that
 * adds their counts, so several servers running it at once count every tap once.
 */
export async function rollUpOldWhatsAppClicks(db: Db, now = new Date(), batchSize = ROLL_UP_BATCH): Promise<number> {
  const cutoff = whatsAppRollUpCutoff(now);
  let moved = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const taken = await tx
        .select({ id: whatsAppClicks.id })
        .from(whatsAppClicks)
        .where(lt(whatsAppClicks.createdAt, cutoff))
        .orderBy(whatsAppClicks.id)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (taken.length === 0) return 0;
      const removed = await tx
        .delete(whatsAppClicks)
        .where(
          inArray(
            whatsAppClicks.id,
            taken.map((row) => row.id),
          ),
        )
        .returning({ serviceId: whatsAppClicks.serviceId, createdAt: whatsAppClicks.createdAt });
      const perDay = new Map<string, { day: string; serviceId: number | null; clicks: number }>();
      for (const tap of removed) {
        const day = utcDay(tap.createdAt);
        const key = `${day}/${tap.serviceId ?? ''}`;
        const counted = perDay.get(key) ?? { day, serviceId: tap.serviceId, clicks: 0 };
        counted.clicks += 1;
        perDay.set(key, counted);
      }
      if (perDay.size > 0) await tx.insert(whatsAppClickDays).values([...perDay.values()]);
      return removed.length;
    });
    moved += batch;
    if (batch < batchSize) return moved;
  }
}

export interface WhatsAppLeads {
  total: number;
  /** Per service, most tapped first; `service_id` null for the pages that named no service. */
  by_service: { service_id: number | null; name: string | null; count: number }[];
}

/**
 * The taps since `since`, per service, with each service's name in the reader's language: those kept
 * one by one, and the rolled-up days from the one `since` falls on (counted whole).
 */
export async function whatsAppLeadsSince(db: Db, since: Date, language: Language): Promise<WhatsAppLeads> {
  const [recent, rolledUp] = await Promise.all([
    db
      .select({ serviceId: whatsAppClicks.serviceId, name: services.name, count: count() })
      .from(whatsAppClicks)
      .leftJoin(services, eq(services.id, whatsAppClicks.serviceId))
      .where(gte(whatsAppClicks.createdAt, since))
      .groupBy(whatsAppClicks.serviceId, services.name),
    db
      .select({
        serviceId: whatsAppClickDays.serviceId,
        name: services.name,
        count: sum(whatsAppClickDays.clicks).mapWith(Number),
      })
      .from(whatsAppClickDays)
      .leftJoin(services, eq(services.id, whatsAppClickDays.serviceId))
      .where(gte(whatsAppClickDays.day, utcDay(since)))
      .groupBy(whatsAppClickDays.serviceId, services.name),
  ]);
  const perService = new Map<number | null, WhatsAppLeads['by_service'][number]>();
  for (const row of [...recent, ...rolledUp]) {
    const counted = perService.get(row.serviceId) ?? {
      service_id: row.serviceId,
      name: pickLanguage(row.name, language),
      count: 0,
    };
    counted.count += row.count;
    perService.set(row.serviceId, counted);
  }
  // Most tapped first, then by service, the pages that named none last.
  const byService = [...perService.values()].sort(
    (a, b) => b.count - a.count || (a.service_id ?? Infinity) - (b.service_id ?? Infinity),
  );
  return { total: byService.reduce((total, row) => total + row.count, 0), by_service: byService };
}
