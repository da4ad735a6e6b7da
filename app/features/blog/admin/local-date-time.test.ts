import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue } from './local-date-time.ts';

describe('datetime-local values', () => {
  it('round-trips an instant through the input, to the minute', () => {
    const iso = '2026-03-14T09:26:00.000Z';
    expect(fromLocalInputValue(toLocalInputValue(iso))).toBe(iso);
  });

  it('shows nothing for a missing or broken date and reads an empty input as null', () => {
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('not a date')).toBe('');
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('2026-13-45T99:99')).toBeNull();
  });
});
