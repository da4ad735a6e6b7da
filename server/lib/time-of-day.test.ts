import { describe, expect, it } from 'vitest';
import { lastTimeOfDay, parseTimeOfDay } from './time-of-day.ts';

describe('a time of day', () => {
  it('the last one passed is today’s once it has come, yesterday’s before', () => {
    const time = { hour: 2, minute: 30 };
    expect(lastTimeOfDay(new Date('2026-11-28T02:30:00Z'), time).toISOString()).toBe('2026-11-28T02:30:00.000Z');
    expect(lastTimeOfDay(new Date('2026-11-28T23:59:00Z'), time).toISOString()).toBe('2026-11-28T02:30:00.000Z');
    expect(lastTimeOfDay(new Date('2026-11-28T02:29:59Z'), time).toISOString()).toBe('2026-11-27T02:30:00.000Z');
    expect(lastTimeOfDay(new Date('2026-03-01T00:00:00Z'), time).toISOString()).toBe('2026-02-28T02:30:00.000Z');
  });

  it('is read as HH:MM, and anything else refused', () => {
    expect(parseTimeOfDay('02:30')).toEqual({ hour: 2, minute: 30 });
    expect(parseTimeOfDay('7:05')).toEqual({ hour: 7, minute: 5 });
    for (const wrong of ['24:00', '2h30', '02:60', '', 'off']) expect(parseTimeOfDay(wrong), wrong).toBeNull();
  });
});
