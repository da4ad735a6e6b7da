import { describe, expect, it } from 'vitest';
import { parseProjectKey } from './service.ts';

describe('parseProjectKey', () => {
  it('treats a numeric key as an id and anything else as a slug', () => {
    expect(parseProjectKey('42')).toEqual({ id: 42 });
    expect(parseProjectKey('site-ecole-kindia')).toEqual({ slug: 'site-ecole-kindia' });
    expect(parseProjectKey('2024-rapport')).toEqual({ slug: '2024-rapport' });
  });
});
