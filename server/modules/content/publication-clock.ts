import { getTableColumns, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { ContentChanges } from './content-changes.ts';
import { columnKey } from '../admin/content-kind-store.ts';
import { KIND_TABLES } from './kind-tables.ts';

/** Each kind's table and the column its declaration schedules by (`schedule`). */
const SCHEDULES: { table: PgTable; column: AnyPgColumn }[] = KIND_TABLES.flatMap(({ kind, table }) => {
  if (!kind.schedule) return [];
  const column = (getTableColumns(table) as Record<string, AnyPgColumn>)[columnKey(kind.schedule)];
  if (!column) throw new Error(`${kind.name}: no column for its schedule "${kind.schedule}"`);
  return [{ table, column }];
});

/**
 * A change that is written when its minute comes (a page's scheduled change, ADR 0071), unlike a
 * publication, which the public queries show by themselves: `column` says when, `apply` writes
 * what is due and says whether it wrote anything.
 */
export interface ScheduledWrites {
  table: PgTable;
  column: AnyPgColumn;
  apply: () => Promise<boolean>;
}

/** The longest wait between two looks at the schedule (timers cannot wait much beyond 24 days). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;
/** Fired this late after the minute, the database's clock has surely passed it too. */
const MARGIN_MS = 250;

/**
 * Makes a scheduled item appear at its minute with nobody acting (ADR 0018): this instance
 * forgets what it keeps in memory when the next scheduled publication comes. Visibility itself is
 * a condition of the public queries, so several instances never publish anything twice: each only
 * wakes its own memory. The wait is measured by the database's clock, as the public queries are.
 * A scheduled write (`writes`) is made first by whichever instance comes first.
 */
export function startPublicationClock(
  db: Db,
  changes: ContentChanges,
  onError: (error: unknown) => void,
  writes: ScheduledWrites[] = [],
) {
  let timer: NodeJS.Timeout | undefined;
  let generation = 0;
  let stopped = false;

  async function nextWaitMs(): Promise<number | null> {
    const waits = await Promise.all(
      [...SCHEDULES, ...writes].map(async ({ table, column }) => {
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

  /** Writes what is due; what one instance wrote, every instance hears (and so re-arms). */
  async function applyDue() {
    for (const write of writes) {
      try {
        if (await write.apply()) await changes.announce();
      } catch (error) {
        onError(error);
      }
    }
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
        if (due) void applyDue().then(() => changes.expire());
        else void arm();
      },
      Math.min(wait + MARGIN_MS, LONGEST_WAIT_MS),
    );
    timer.unref();
  }

  // Any change may add, move or remove a scheduled publication; the clock's own expiry re-arms it too.
  changes.subscribe(() => void arm());
  // What fell due while no instance ran is written at start.
  void applyDue().then(arm);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
