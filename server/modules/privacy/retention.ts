import { eq, sql } from 'drizzle-orm';
import { JOB_APPLICATION_RETENTION_YEARS } from '#contract/schemas/job-application.ts';
import { MESSAGE_RETENTION_MONTHS, type Retention, UNCONFIRMED_SUBSCRIBER_DAYS } from '#contract/schemas/privacy.ts';
import type { Db } from '../../db/client.ts';
import { rowsOfResult } from '../../lib/sql-helpers.ts';
import { settings } from '../../db/schema.ts';

const KEY = 'retention';

/** What admins set, kept in the settings table; the fixed periods beside it. */
export function createRetentionRepository(db: Db) {
  async function read(): Promise<Retention> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
    const stored = row?.value as { messages_months?: number } | undefined;
    return {
      messages_months: stored?.messages_months ?? MESSAGE_RETENTION_MONTHS.default,
      job_applications_years: JOB_APPLICATION_RETENTION_YEARS,
      unconfirmed_subscribers_days: UNCONFIRMED_SUBSCRIBER_DAYS,
    };
  }
  return {
    read,
    async save({ messages_months }: { messages_months: number }): Promise<Retention> {
      await db
        .insert(settings)
        .values({ key: KEY, value: { messages_months } })
        .onConflictDoUpdate({ target: settings.key, set: { value: { messages_months }, updatedAt: new Date() } });
      return read();
    },
  };
}

/**
 * Deletes the messages and leads whose last activity (their arrival, or the newest entry of their
 * history: a note, a reply, a stage) is older than the period admins set; their history goes with
 * them. A lead still being worked on is never removed. Safe on several servers at once.
 */
export async function purgeExpiredMessages(db: Db, now = new Date()): Promise<number> {
  const { messages_months: months } = await createRetentionRepository(db).read();
  const result = await db.execute(sql`
    delete from contact_messages as message
    where greatest(
      message.created_at,
      coalesce((select max(event.created_at) from lead_events as event where event.message_id = message.id), message.created_at)
    ) < ${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)
    returning message.id`);
  return rowsOfResult(result).length;
}
