import { describe, expect, it } from 'vitest';
import { pageLanguage, readCookie } from './language.ts';

describe('the language cookie', () => {
  it('reads a well-formed value', () => {
    expect(readCookie('a=1; weltaare-language=en', 'weltaare-language')).toBe('en');
  });

  it.each(['weltaare-language=%', 'weltaare-language=%E0%A4%A', 'weltaare-language=%zz; other=1'])(
    'ignores a malformed value (%s) instead of failing the page',
    (cookie) => {
      expect(readCookie(cookie, 'weltaare-language')).toBeNull();
      expect(pageLanguage(new URL('http://localhost/'), cookie, 'en')).toBe('en');
      expect(pageLanguage(new URL('http://localhost/'), cookie, null)).toBe('fr');
    },
  );
});
