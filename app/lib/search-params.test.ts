import { describe, expect, it } from 'vitest';
import { requestQuery } from './search-params.ts';

describe('requestQuery', () => {
  it('reads the query, whatever the host, and nothing when there is none', () => {
    expect(requestQuery({ url: 'http://evil.example/blog?tag=pme&page=2#top' }).get('page')).toBe('2');
    expect(requestQuery({ url: 'http://localhost:3000/blog?tag=pme' }).get('tag')).toBe('pme');
    expect([...requestQuery({ url: 'http://localhost:3000/blog' }).keys()]).toEqual([]);
  });
});
