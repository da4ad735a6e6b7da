import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';
import type { PageView } from './page-view.ts';

interface Count {
  day: string;
  view: PageView;
  views: number;
}

/** Distinct counts kept between two writes: past it, a flood of odd addresses is not counted. */
const MAX_KEYS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per insert: well under PostgreSQL's limit of parameters. */
const ROWS_PER_WRITE = 500;

/**
 * The page views this instance counted since its last write, by day and what a view is made of, and
 * their addition to the shared counts (several instances add up on one database). Nothing is kept
 * per visitor, in memory or in the database.
 */
export function createViewCounts(db: Db, now: () => number = Date.now) {
  let counts = new Map<string, Count>();
  // Today's date, made once a day rather than at every view.
  let today = { day: '', endsAt: 0 };
  const dayOf = (time: number) => {
    if (time >= today.endsAt || time < today.endsAt - DAY_MS) {
      const start = time - (time % DAY_MS);
      today = { day: new Date(start).toISOString().slice(0, 10), endsAt: start + DAY_MS };
    }
    return today.day;
  };

  function add(day: string, view: PageView, views: number) {
    const key = `${day}\n${view.path}\n${view.language}\n${view.referrer}\n${view.device}\n${view.light}\n${view.status}`;
    const known = counts.get(key);
    if (known) known.views += views;
    else if (counts.size < MAX_KEYS) counts.set(key, { day, view, views });
  }

  const count = (view: PageView) => add(dayOf(now()), view, 1);

  /*
   * One write at a time, each after the one before: a reader that writes first (the dashboard) then
   * sees every view counted so far, even those a timed write took a moment earlier and has not yet
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
            .map(({ day, view, views }) => ({ day, ...view, views }));
          await tx
            .insert(pageViews)
            .values(rows)
            .onConflictDoUpdate({
              target: [
                pageViews.day,
                pageViews.path,
                pageViews.language,
                pageViews.referrer,
                pageViews.device,
                pageViews.light,
                pageViews.status,
              ],
              set: { views: sql`${pageViews.views} + excluded.views` },
            });
        }
      });
    } catch (error) {
      for (const entry of batch) add(entry.day, entry.view, entry.views);
      throw error;
    }
  }

  return { count, write };
}

export type ViewCounts = ReturnType<typeof createViewCounts>;
