import { describe, expect, it } from 'vitest';
import { localizedHref, localizedPath, sectionSegment, splitLanguagePath } from './page-urls.ts';

describe('page addresses in each language', () => {
  it('keeps a section named alike in both languages under /en', () => {
    expect(localizedPath('/services/web', 'en')).toBe('/en/services/web');
    expect(localizedPath('/services/web', 'fr')).toBe('/services/web');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(splitLanguagePath('/en/services/web')).toEqual({ language: 'en', path: '/services/web' });
  });

  it('names the events section in each language, and reads either back as the French path', () => {
    expect(localizedPath('/evenements', 'en')).toBe('/en/events');
    expect(localizedPath('/evenements/atelier-web', 'en')).toBe('/en/events/atelier-web');
    expect(localizedHref('/evenements/atelier-web#inscription', 'en')).toBe('/en/events/atelier-web#inscription');
    expect(splitLanguagePath('/en/events/web-workshop')).toEqual({ language: 'en', path: '/evenements/web-workshop' });
    expect(splitLanguagePath('/evenements')).toEqual({ language: 'fr', path: '/evenements' });
    expect(sectionSegment('evenements', 'en')).toBe('events');
    expect(sectionSegment('evenements', 'fr')).toBe('evenements');
  });

  it('renames only a whole first segment', () => {
    expect(localizedPath('/evenementsx', 'en')).toBe('/en/evenementsx');
    expect(splitLanguagePath('/en/eventsx')).toEqual({ language: 'en', path: '/eventsx' });
    expect(localizedPath('/blog/evenements', 'en')).toBe('/en/blog/evenements');
  });
});
