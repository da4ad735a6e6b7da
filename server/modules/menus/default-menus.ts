import type { STATIC_PAGE_PATHS } from '#contract/page-urls.ts';
import type { MenuLink, Menus } from '#contract/schemas/menus.ts';
import { PAGE_NAMES } from '#contract/section-names.ts';

const BOTH = ['fr', 'en'] as const;

/** A link to a page of the site, named as the site names it. */
const pageLink = (path: (typeof STATIC_PAGE_PATHS)[number], servicesMenu = false): MenuLink => ({
  label: { ...PAGE_NAMES[path] },
  target: { type: 'page', path },
  shownIn: [...BOTH],
  servicesMenu,
});

/**
 * The menus of a site whose staff never saved theirs: the spec's nine header links, in its order, and
 * the footer's three columns. Staff change them at /admin/menus (ADR 0062).
 */
export const DEFAULT_MENUS: Menus = {
  header: {
    links: [
      pageLink('/'),
      pageLink('/about'),
      pageLink('/services', true),
      pageLink('/solutions'),
      pageLink('/portfolio'),
      pageLink('/clients'),
      pageLink('/blog'),
      pageLink('/careers'),
      pageLink('/contact'),
    ],
  },
  footer: {
    columns: [
      {
        title: { fr: 'Entreprise', en: 'Company' },
        shownIn: [...BOTH],
        links: [
          pageLink('/about'),
          pageLink('/portfolio'),
          pageLink('/clients'),
          pageLink('/blog'),
          pageLink('/careers'),
          pageLink('/evenements'),
          pageLink('/contact'),
        ],
        services: 0,
      },
      { title: { fr: 'Services', en: 'Services' }, shownIn: [...BOTH], links: [], services: 5 },
      {
        title: { fr: 'Support', en: 'Support' },
        shownIn: [...BOTH],
        links: [
          pageLink('/docs'),
          pageLink('/help'),
          pageLink('/privacy'),
          pageLink('/legal'),
          pageLink('/terms'),
          pageLink('/accessibility'),
        ],
        services: 0,
      },
    ],
  },
};
