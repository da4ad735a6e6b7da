import { describe, expect, it } from 'vitest';
import { chooseEncoding, isNotModified } from './page-cache.ts';

describe('choosing the encoding of a page kept in memory', () => {
  it('prefers brotli, then gzip, and honours q=0 and absence', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('BR;q=0.5')).toBe('br');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('If-None-Match', () => {
  it('matches the page the visitor has, weak or strong, in a list or as *', () => {
    const etag = 'W/"abc"';
    expect(isNotModified('W/"abc"', etag)).toBe(true);
    expect(isNotModified('"abc"', etag)).toBe(true);
    expect(isNotModified('"other", W/"abc"', etag)).toBe(true);
    expect(isNotModified('*', etag)).toBe(true);
    expect(isNotModified('"other"', etag)).toBe(false);
    expect(isNotModified(undefined, etag)).toBe(false);
  });
});
