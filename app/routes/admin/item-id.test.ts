import { describe, expect, it } from 'vitest';
import { itemIdFrom } from './item-id.ts';

describe('itemIdFrom', () => {
  it('reads the id of an edit URL, null for a new item, and 0 (a 404) for anything else', () => {
    expect(itemIdFrom('42')).toBe(42);
    expect(itemIdFrom(undefined)).toBeNull();
    expect(itemIdFrom('abc')).toBe(0);
    expect(itemIdFrom('1e3')).toBe(0);
    expect(itemIdFrom('99999999999')).toBe(0);
  });
});
