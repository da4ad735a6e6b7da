import { describe, expect, it } from 'vitest';
import { isIdKey } from './public-kind-reads.ts';

describe('isIdKey', () => {
  it('treats a numeric key as an id and anything else as a slug', () => {
    expect(isIdKey('42')).toBe(true);
    expect(isIdKey('site-ecole-kindia')).toBe(false);
    expect(isIdKey('2024-rapport')).toBe(false);
  });
});
