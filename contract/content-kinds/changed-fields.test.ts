import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './changed-fields.ts';

describe('changedFields', () => {
  const fields = ['name', 'summary', 'features', 'active'];

  it('names the fields whose value differs, whatever the order of keys the database kept', () => {
    const before = { name: { en: 'Hosting', fr: 'Hébergement' }, summary: null, features: ['a'], active: true };
    const after = {
      name: { fr: 'Hébergement', en: 'Hosting' },
      summary: { fr: 'Rapide' },
      features: ['a'],
      active: false,
    };
    expect(changedFields(fields, before, after)).toEqual(['summary', 'active']);
  });

  it('names the filled fields of a first state', () => {
    expect(
      changedFields(fields, null, { name: { fr: 'Cloud', en: '' }, summary: { fr: '' }, features: [], active: false }),
    ).toEqual(['name']);
  });

  it('sees a list that changed order or length', () => {
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue({ a: 1 }, [1])).toBe(false);
  });
});
