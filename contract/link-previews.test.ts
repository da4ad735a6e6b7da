import { describe, expect, it } from 'vitest';
import { linkPreviewPath, linkPreviewUrl, linkPreviewVersion, parseLinkPreviewPath } from './link-previews.ts';
import { ITEM_PAGE_KINDS } from './content-kinds/item-pages.ts';
import { STATIC_PAGE_PATHS } from './site-pages.ts';

const SECTIONS = ITEM_PAGE_KINDS.map((entry) => entry.section);

describe('link preview addresses', () => {
  it('name the page and its language, and read back as that page', () => {
    expect(linkPreviewPath('/', 'fr')).toBe('/og/fr.jpg');
    expect(linkPreviewPath('/', 'en')).toBe('/og/en.jpg');
    expect(linkPreviewPath('/blog/mon-article', 'en')).toBe('/og/en/blog/mon-article.jpg');
    expect(linkPreviewPath('/about/', 'fr')).toBe('/og/fr/about.jpg');
    for (const path of STATIC_PAGE_PATHS) {
      for (const language of ['fr', 'en'] as const) {
        expect(parseLinkPreviewPath(linkPreviewPath(path, language), SECTIONS)).toEqual({
          kind: 'static',
          language,
          path,
        });
      }
    }
    expect(parseLinkPreviewPath('/og/en/portfolio/12.jpg', SECTIONS)).toEqual({
      kind: 'item',
      language: 'en',
      path: '/portfolio/12',
      section: '/portfolio',
      key: '12',
    });
  });

  it('name nothing outside the public pages', () => {
    for (const pathname of [
      '/og/fr/admin.jpg',
      '/og/fr/admin/services.jpg',
      '/og/fr/profile.jpg',
      '/og/en/api/services.jpg',
      '/og/fr/about/team.jpg',
      '/og/fr/services/-hosting.jpg',
      '/og/fr/services/hosting-.jpg',
      '/og/fr/services/a/b.jpg',
      '/og/fr/../etc/passwd.jpg',
      '/og/fr/%2e%2e.jpg',
      '/og/de.jpg',
      '/og/fr/about.jpeg',
      '/og/fr/About.jpg',
      `/og/fr/blog/${'a'.repeat(201)}.jpg`,
    ]) {
      expect(parseLinkPreviewPath(pathname, SECTIONS), pathname).toBeNull();
    }
  });

  it('carry a version that follows the title and the cover', () => {
    const version = linkPreviewVersion('Hébergement', '/media/seed/services/hosting');
    expect(version).toMatch(/^[0-9a-z]{7}$/);
    expect(linkPreviewVersion('Hébergement', '/media/seed/services/hosting')).toBe(version);
    expect(linkPreviewVersion('Hébergement web', '/media/seed/services/hosting')).not.toBe(version);
    expect(linkPreviewVersion('Hébergement', null)).not.toBe(version);
    expect(
      linkPreviewUrl(
        'https://weltaare.com',
        { path: '/services/hosting', language: 'fr' },
        { title: 'Hébergement', cover: null },
      ),
    ).toBe(`https://weltaare.com/og/fr/services/hosting.jpg?v=${linkPreviewVersion('Hébergement', null)}`);
  });
});
