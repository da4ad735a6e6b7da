import { describe, expect, it } from 'vitest';
import { pageCount, searchWith } from './blog-search.ts';
import { parseBlogSearch } from './parse-blog-search.ts';

describe('parseBlogSearch', () => {
  it('defaults to the first page without a tag', () => {
    expect(parseBlogSearch(new URLSearchParams(''))).toEqual({ page: 1 });
    expect(parseBlogSearch(new URLSearchParams('tag=&lang=en'))).toEqual({ page: 1 });
  });

  it('reads the page and a lower-cased tag', () => {
    expect(parseBlogSearch(new URLSearchParams('page=2&tag=PME'))).toEqual({ page: 2, tag: 'pme' });
  });

  it('refuses a bad page or a too long tag', () => {
    for (const search of ['page=0', 'page=x', 'page=2.5', `tag=${'a'.repeat(61)}`])
      expect(parseBlogSearch(new URLSearchParams(search)), search).toBeNull();
  });
});

describe('list helpers', () => {
  it('counts pages of nine', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });

  it('builds search strings that keep the other parameters', () => {
    const current = new URLSearchParams('tag=web&page=3');
    expect(searchWith(current, { page: '2' })).toBe('?tag=web&page=2');
    expect(searchWith(current, { tag: undefined })).toBe('?page=3');
  });
});
