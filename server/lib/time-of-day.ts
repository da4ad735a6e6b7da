/** A time of day in GMT, Conakry's time all year (no summer time). */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** "02:30" → { hour: 2, minute: 30 }; null when it is not a time of day. */
export function parseTimeOfDay(text: string): TimeOfDay | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** The latest `at` at or before `now`: today's if it has come, yesterday's otherwise. */
export function lastTimeOfDay(now: Date, at: TimeOfDay): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), at.hour, at.minute));
  return today <= now ? today : new Date(today.getTime() - 24 * 60 * 60 * 1000);
}
