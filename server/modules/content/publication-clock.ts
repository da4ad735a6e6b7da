import { getTableColumns, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { ContentChanges } from './content-changes.ts';
import { columnKey } from '../admin/content-kind-store.ts';
import { KIND_TABLES } from './kind-tables.ts';

/** Each kind's table and the column its declaration schedules by (`schedule`). */
const SCHEDULES = KIND_TABLES.flatMap(({ kind, table }) => {
  if (!kind.schedule) return [];
  const column = (getTableColumns(table) as Record<string, AnyPgColumn>)[columnKey(kind.schedule)];
  if (!column) throw new Error(`${kind.name}: no column for its schedule "${kind.schedule}"`);
  return [{ table, column }];
});

/** The longest wait between two looks at the schedule (timers cannot wait much beyond 24 days). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;
/** Fired this late after the minute, the database's clock has surely passed it too. */
const MARGIN_MS = 250;

/**
 * Makes a scheduled item appear at its minute with nobody acting (ADR 0018): this instance
 * forgets what it keeps in memory when the next scheduled publication comes. Visibility itself is
 * a condition of the public queries, so several instances never publish anything twice: each only
 * wakes its own memory. The wait is measured by the database's clock, as the public queries are.
 */
export function startPublicationClock(db: Db, changes: ContentChanges, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let generation = 0;
  let stopped = false;

  async function nextWaitMs(): Promise<number | null> {
    const waits = await Promise.all(
      SCHEDULES.map(async ({ table, column }) => {
        const [row] = await db
          .select({ wait: sql<number | null>`(extract(epoch from min(${column}) - now()) * 1000)::float8` })
          .from(table)
          .where(gt(column, sql`now()`));
        return row?.wait ?? null;
      }),
    );
    const upcoming = waits.filter((wait): wait is number => wait !== null);
    return upcoming.length > 0 ? Math.min(...upcoming) : null;
  }

  async function arm() {
    const mine = ++generation;
    let wait: number | null;
    try {
      wait = await nextWaitMs();
    } catch (error) {
      // The database is away: look again later rather than never.
      onError(error);
      wait = LONGEST_WAIT_MS;
    }
    if (stopped || mine !== generation) return;
    clearTimeout(timer);
    if (wait === null) return;
    const due = wait <= LONGEST_WAIT_MS;
    timer = setTimeout(
      () => {
        if (due) changes.expire();
        else void arm();
      },
      Math.min(wait + MARGIN_MS, LONGEST_WAIT_MS),
    );
    timer.unref();
  }

  // Any change may add, move or remove a scheduled publication; the clock's own expiry re-arms it too.
  changes.subscribe(() => void arm());
  void arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
