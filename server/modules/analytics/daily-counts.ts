import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** A table of counts per day: its key's columns (the day first) and the column each count adds to. */
interface CountsTable<Key extends object, Total extends string> {
  table: PgTable & { day: PgColumn } & { [Name in keyof Key & string]: PgColumn } & { [Name in Total]: PgColumn };
  /** What a count is made of besides its day: the rest of the table's key. */
  key: readonly (keyof Key & string)[];
  /** The same as one string, made at every count: written by hand, it costs a page from memory nothing. */
  keyOf: (key: Key) => string;
  /** The column of the number counted ("views", "searches"): one word, as PostgreSQL names it. */
  total: Total;
}

interface Count<Key> {
  day: string;
  key: Key;
  count: number;
}

/** Distinct counts kept between two writes: past it, a flood of odd addresses is not counted. */
const MAX_KEYS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per insert: well under PostgreSQL's limit of parameters. */
const ROWS_PER_WRITE = 500;

/**
 * What this instance counted since its last write (page views, searches), by day and what a count
 * is made of, and its addition to the shared counts (several instances add up on one database).
 * Nothing is kept per visitor, in memory or in the database.
 */
export function createDailyCounts<Key extends object, Total extends string>(
  db: Db,
  { table, key: keyColumns, keyOf, total }: CountsTable<Key, Total>,
  now: () => number = Date.now,
) {
  let counts = new Map<string, Count<Key>>();
  // Today's date, made once a day rather than at every count.
  let today = { day: '', endsAt: 0 };
  const dayOf = (time: number) => {
    if (time >= today.endsAt || time < today.endsAt - DAY_MS) {
      const start = time - (time % DAY_MS);
      today = { day: new Date(start).toISOString().slice(0, 10), endsAt: start + DAY_MS };
    }
    return today.day;
  };

  function add(day: string, key: Key, count: number) {
    const name = `${day}\n${keyOf(key)}`;
    const known = counts.get(name);
    if (known) known.count += count;
    else if (counts.size < MAX_KEYS) counts.set(name, { day, key, count });
  }

  /*
   * One write at a time, each after the one before: a reader that writes first (the dashboard) then
   * sees everything counted so far, even what a timed write took a moment earlier and has not yet
   * committed.
   */
  let writing: Promise<void> = Promise.resolve();
  function write() {
    const next = writing.then(writeCounted, writeCounted);
    writing = next.catch(() => undefined);
    return next;
  }

  /** Adds what was counted to the database; what could not be written is kept for the next time. */
  async function writeCounted() {
    if (counts.size === 0) return;
    const batch = [...counts.values()];
    counts = new Map();
    try {
      // All or nothing: a failed write is tried again whole, and counts nothing twice.
      await db.transaction(async (tx) => {
        for (let start = 0; start < batch.length; start += ROWS_PER_WRITE) {
          const rows = batch
            .slice(start, start + ROWS_PER_WRITE)
            .map(({ day, key, count }) => ({ day, ...key, [total]: count }));
          await tx
            .insert(table)
            .values(rows as never)
            .onConflictDoUpdate({
              target: [table.day, ...keyColumns.map((column) => table[column])],
              set: { [total]: sql`${table[total]} + excluded.${sql.raw(total)}` } as never,
            });
        }
      });
    } catch (error) {
      for (const entry of batch) add(entry.day, entry.key, entry.count);
      throw error;
    }
  }

  return { count: (key: Key) => add(dayOf(now()), key, 1), write };
}
