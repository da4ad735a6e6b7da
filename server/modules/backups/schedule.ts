import type { TimeOfDay } from '../../lib/time-of-day.ts';

/** How many of the newest backups to keep: one per day, per week (Monday to Sunday), per month. */
export interface Retention {
  daily: number;
  weekly: number;
  monthly: number;
}

/** The nightly backup's time (BACKUP_AT). */
export const DEFAULT_NIGHTLY_TIME: TimeOfDay = { hour: 2, minute: 0 };
export const DEFAULT_RETENTION: Retention = { daily: 7, weekly: 4, monthly: 12 };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
/** The Monday that starts the date's week (GMT). */
function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/**
 * The backups to keep, newest first: the newest of each of the last `daily` days that have one, of
 * the last `weekly` weeks and of the last `monthly` months. A backup kept for one reason is kept.
 */
export function backupsToKeep<T extends { createdAt: Date }>(backups: readonly T[], retention: Retention): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<T>();
  for (const [count, periodOf] of [
    [retention.daily, dayOf],
    [retention.weekly, weekOf],
    [retention.monthly, monthOf],
  ] as const) {
    const periods = new Set<string>();
    for (const backup of newestFirst) {
      if (periods.size >= count) break;
      const period = periodOf(backup.createdAt);
      if (periods.has(period)) continue;
      periods.add(period);
      kept.add(backup);
    }
  }
  return kept;
}
