import { describe, expect, it } from 'vitest';
import { clientsKind } from './clients.ts';

const { input, patch, listQuery, stats } = clientsKind.schemas;

describe('schemas derived from a content-kind declaration', () => {
  it('fills the declared defaults on create and replace', () => {
    expect(input.parse({ name: ' Kaloum ', sector: { fr: 'Transport' } })).toEqual({
      name: 'Kaloum',
      logo: null,
      website_url: null,
      sector: { fr: 'Transport', en: undefined },
      active: true,
      sort_order: 0,
      publish_at: null,
    });
  });

  it('reports each declared rule under its field, with the message keys the forms translate', () => {
    const result = input.safeParse({ name: '', sector: { fr: '' }, website_url: 'ftp://x', extra: 1 });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['name', 'name_required'],
        ['sector.fr', 'french_required'],
        ['website_url', 'invalid_url'],
      ]),
    );
  });

  it('takes a partial body on PATCH without filling defaults', () => {
    expect(patch.parse({ sort_order: 3 })).toEqual({ sort_order: 3 });
    expect(patch.parse({})).toEqual({});
  });

  it('ignores the read-only fields a GET answer carries', () => {
    const parsed = input.parse({ id: 9, created_at: 'x', updated_at: 'y', name: 'A', sector: 'Santé' });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed.sector).toEqual({ fr: 'Santé' });
  });

  it('derives the list query (filters, sorts, default sort) and the stats', () => {
    expect(listQuery.parse({ active: 'false' })).toMatchObject({ active: false, sort: 'sort_order', page: 1 });
    expect(listQuery.safeParse({ sort: 'created_at' }).success).toBe(false);
    expect(Object.keys(stats.shape)).toEqual(['total', 'active', 'inactive']);
  });
});
