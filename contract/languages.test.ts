import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS, languageFromAcceptLanguage, languageFromTag } from './languages.ts';

describe('languages', () => {
  it('takes the primary part of a browser language when it is fr or en', () => {
    expect(languageFromTag('fr-GN')).toBe('fr');
    expect(languageFromTag('en_US')).toBe('en');
    expect(languageFromTag('de-DE')).toBeNull();
    expect(languageFromTag(undefined)).toBeNull();
  });

  it('picks the best supported language of an Accept-Language header', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8,fr;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.5, fr-FR')).toBe('fr');
    expect(languageFromAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('zh-CN')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
  });

  it('formats dates and numbers per language as the spec says', () => {
    expect(LANGUAGE_OPTIONS.fr).toMatchObject({ dateFormat: 'DD/MM/YYYY', numberFormat: 'fr-FR', direction: 'ltr' });
    expect(LANGUAGE_OPTIONS.en).toMatchObject({ dateFormat: 'MM/DD/YYYY', numberFormat: 'en-US', direction: 'ltr' });
  });
});
