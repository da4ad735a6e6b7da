import { describe, expect, it } from 'vitest';
import { parsePortfolioSearch } from './parse-portfolio-search.ts';
import { pageCount, searchWith } from './portfolio-search.ts';

describe('parsePortfolioSearch', () => {
  it('defaults to the first page of every category', () => {
    expect(parsePortfolioSearch(new URLSearchParams(''))).toEqual({ page: 1 });
    expect(parsePortfolioSearch(new URLSearchParams('category=&lang=en'))).toEqual({ page: 1 });
  });

  it('reads a page number and a known category', () => {
    expect(parsePortfolioSearch(new URLSearchParams('page=3&category=mobile'))).toEqual({
      page: 3,
      category: 'mobile',
    });
  });

  it('refuses an unknown category or a page that is not a positive whole number', () => {
    for (const search of ['category=games', 'page=0', 'page=-1', 'page=abc', 'page=1.5', 'page='])
      expect(parsePortfolioSearch(new URLSearchParams(search)), search).toBeNull();
  });
});

describe('pageCount', () => {
  it('counts full and partial pages, at least one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
  });
});

describe('searchWith', () => {
  it('changes and removes parameters and keeps the others', () => {
    const current = new URLSearchParams('category=web&page=2');
    expect(searchWith(current, { page: '3' })).toBe('?category=web&page=3');
    expect(searchWith(current, { category: 'design', page: undefined })).toBe('?category=design');
    expect(searchWith(new URLSearchParams('page=2'), { page: undefined })).toBe('');
  });
});
