import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import type { MenuLink, Menus } from '#contract/schemas/menus.ts';
import { PAGE_NAMES } from '#contract/site-pages.ts';

const BOTH = ['fr', 'en'] as const;

/** The footer's company column, as the spec's site was laid out. */
const COMPANY_PAGES = ['/about', '/portfolio', '/clients', '/blog', '/careers'];
/**
 * Every other kind's list page joins that column before the contact page (ADR 0073): a new kind is
 * linked from the site's first day; staff move or remove the link in the menus' screen.
 */
const OTHER_LIST_PAGES = ITEM_PAGE_KINDS.map(({ section }) => section).filter(
  (path) => path !== '/services' && !COMPANY_PAGES.includes(path),
);

/** A link to a page of the site, named as the site names it. */
const pageLink = (path: string, servicesMenu = false): MenuLink => ({
  label: { ...(PAGE_NAMES[path] ?? { fr: path, en: path }) },
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
        links: [...COMPANY_PAGES, ...OTHER_LIST_PAGES, '/contact'].map((path) => pageLink(path)),
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
