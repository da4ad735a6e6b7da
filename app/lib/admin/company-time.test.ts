import { describe, expect, it } from 'vitest';
import { fromCompanyInputValue, toCompanyInputValue } from './company-time.ts';

describe('datetime-local values on the company clock (Conakry, GMT)', () => {
  it('shows an instant as Conakry reads it and reads the input back, to the minute', () => {
    expect(toCompanyInputValue('2026-03-14T09:26:00.000Z')).toBe('2026-03-14T09:26');
    expect(fromCompanyInputValue('2026-03-14T09:26')).toBe('2026-03-14T09:26:00.000Z');
    const iso = '2026-12-31T23:59:00.000Z';
    expect(fromCompanyInputValue(toCompanyInputValue(iso))).toBe(iso);
  });

  it('shows nothing for a missing or broken date and reads an empty or impossible input as null', () => {
    expect(toCompanyInputValue(null)).toBe('');
    expect(toCompanyInputValue('not a date')).toBe('');
    expect(fromCompanyInputValue('')).toBeNull();
    expect(fromCompanyInputValue('2026-13-45T99:99')).toBeNull();
    expect(fromCompanyInputValue('2026-02-30T10:00')).toBeNull();
  });
});
