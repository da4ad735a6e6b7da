import { defineContentKind } from './define-content-kind.ts';
import { PAGE_NAMES } from '../section-names.ts';
import { type Bilingual, choiceField, seoFields } from './fields.ts';
import { sectionsField } from './page-sections.ts';

/**
 * The site's own pages staff write (ADR 0064), by their key, and the path each is shown at.
 * A page joins this list when its public route draws it from its sections.
 */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  services: '/services',
  portfolio: '/portfolio',
  blog: '/blog',
  careers: '/careers',
  clients: '/clients',
  events: '/evenements',
  contact: '/contact',
  solutions: '/solutions',
  docs: '/docs',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  legal: '/legal',
  accessibility: '/accessibility',
  // The page of an address the site does not have; previewed at an address no page claims.
  not_found: '/404',
} as const;
export type PageKey = keyof typeof PAGE_PATHS;
export const PAGE_KEYS = Object.keys(PAGE_PATHS) as [PageKey, ...PageKey[]];

/** Each page by the name the site gives it ("Accueil"), in each language. */
export const PAGE_KEY_NAMES = Object.fromEntries(
  PAGE_KEYS.map((key) => [
    key,
    key === 'not_found'
      ? { fr: 'Page introuvable (404)', en: 'Page not found (404)' }
      : PAGE_NAMES[PAGE_PATHS[key] as keyof typeof PAGE_NAMES],
  ]),
) as Record<PageKey, Bilingual>;

/** The pages that are not items of a list: their sections, in order, and what search engines show of them. */
export const pagesKind = defineContentKind({
  name: 'pages',
  label: { fr: 'Pages', en: 'Pages' },
  adminPath: '/admin/pages',
  auditLabel: 'page',
  roles: ['admin', 'editor'],
  fields: {
    key: choiceField({
      label: { fr: 'Page', en: 'Page' },
      options: PAGE_KEYS,
      // Staff know a page by the name the site gives it ("Accueil"), and search the list by it.
      names: PAGE_KEY_NAMES,
    }),
    sections: sectionsField({ label: { fr: 'Sections', en: 'Sections' } }),
    ...seoFields(),
  },
  list: {
    search: ['key'],
    filters: [],
    sorts: ['key', '-updated_at'],
    defaultSort: 'key',
  },
  transitions: {},
  stats: {},
  publicWhen: {},
  publicAnswer: { omit: [], dates: ['updated_at'] },
  publicReads: { path: 'pages', order: ['key'], item: 'key' },
  page: { byKey: PAGE_PATHS },
  fixedItems: true,
});
