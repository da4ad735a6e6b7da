import { describe, expect, it } from 'vitest';
import { backupsToKeep, DEFAULT_RETENTION } from './schedule.ts';

const at = (iso: string) => ({ createdAt: new Date(iso), name: iso });

describe('backup retention', () => {
  it('keeps the newest of each of 7 days, 4 weeks and 12 months by default, and nothing else', () => {
    // A backup every night for 400 days, and a second one on the last day (staff asked for it).
    const nights = Array.from({ length: 400 }, (_, index) =>
      at(new Date(Date.UTC(2026, 10, 28, 2) - index * 24 * 60 * 60 * 1000).toISOString()),
    );
    const extra = at('2026-11-28T15:00:00.000Z');
    const kept = [...backupsToKeep([...nights, extra], DEFAULT_RETENTION)].map((backup) => backup.name).sort();

    const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    const sundays = ['2026-11-08', '2026-11-15'];
    const monthEnds = ['2025-12-31', '2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'];
    const moreMonthEnds = ['2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31'];
    expect(kept).toEqual(
      [
        extra.name,
        ...days.map((day) => `${day}T02:00:00.000Z`),
        ...sundays.map((day) => `${day}T02:00:00.000Z`),
        ...[...monthEnds, ...moreMonthEnds].map((day) => `${day}T02:00:00.000Z`),
      ].sort(),
    );
  });

  it('keeps as many as the environment says, and every backup when there are fewer', () => {
    const few = [at('2026-11-28T02:00:00Z'), at('2026-11-27T02:00:00Z')];
    expect(backupsToKeep(few, DEFAULT_RETENTION).size).toBe(2);
    const nights = Array.from({ length: 10 }, (_, index) =>
      at(`2026-11-${String(28 - index).padStart(2, '0')}T02:00:00Z`),
    );
    const kept = backupsToKeep(nights, { daily: 2, weekly: 0, monthly: 0 });
    expect([...kept].map((backup) => backup.name)).toEqual(['2026-11-28T02:00:00Z', '2026-11-27T02:00:00Z']);
  });
});
