/** The time of the nightly backup, in GMT (Conakry's time all year). */
export interface NightlyTime {
  hour: number;
  minute: number;
}

/** How many of the newest backups to keep: one per day, per week (Monday to Sunday), per month. */
export interface Retention {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_NIGHTLY_TIME: NightlyTime = { hour: 2, minute: 0 };
export const DEFAULT_RETENTION: Retention = { daily: 7, weekly: 4, monthly: 12 };

/** "02:30" → { hour: 2, minute: 30 }; null when it is not a time of day. */
export function parseNightlyTime(text: string): NightlyTime | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** The latest nightly time at or before `now`: the night a backup is due for. */
export function lastNightlyTime(now: Date, at: NightlyTime): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), at.hour, at.minute));
  return today <= now ? today : new Date(today.getTime() - 24 * 60 * 60 * 1000);
}

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
