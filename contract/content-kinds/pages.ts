import { type ContentKindDeclaration, defineContentKind, type ListPageDeclaration } from './define-content-kind.ts';
import { FIXED_PAGE_NAMES } from '../section-names.ts';
import { type Bilingual, choiceField, seoFields } from './fields.ts';
import { sectionsField } from './page-sections.ts';

/**
 * The site's pages that list no kind's items, by their key, and the path each is shown at. The list
 * pages ("/blog") join them from their kinds' declarations (`page.key`, ADR 0073).
 */
export const FIXED_PAGE_PATHS = {
  home: '/',
  about: '/about',
  solutions: '/solutions',
  clients: '/clients',
  contact: '/contact',
  docs: '/docs',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  legal: '/legal',
  accessibility: '/accessibility',
  // The page of an address the site does not have; previewed at an address no page claims.
  not_found: '/404',
} as const;
export type FixedPageKey = keyof typeof FIXED_PAGE_PATHS;

/** A kind whose items are listed on a page of their own: its declaration's list page. */
interface ListedKind<ListKey extends string> {
  label: Bilingual;
  page: ContentKindDeclaration<never, string>['page'] | ({ items: string } & ListPageDeclaration<ListKey>);
}

/** The key of a kind's list page among the site's pages, if it has one. */
export type ListPageKeyOf<Kind> = Kind extends { page: infer Page }
  ? Page extends { items: string; key: infer Key extends string }
    ? Key
    : never
  : never;

/**
 * The site's own pages staff write (ADR 0064): the fixed ones and every kind's list page, whose
 * sections come before (or around) its items. Made from the kinds in all-kinds.ts.
 */
export function definePagesKind<const Kinds extends readonly ListedKind<string>[]>(kinds: Kinds) {
  type PageKey = FixedPageKey | ListPageKeyOf<Kinds[number]>;
  const listPages = kinds.flatMap((kind) =>
    'items' in kind.page ? [{ key: kind.page.key, path: kind.page.items, name: kind.label }] : [],
  );
  const { home, ...otherFixed } = FIXED_PAGE_PATHS;
  // The order of the site's menu: home, then the list pages, then the rest.
  const paths = {
    home,
    ...Object.fromEntries(listPages.map(({ key, path }) => [key, path])),
    ...otherFixed,
  } as Readonly<Record<PageKey, string>>;
  const keys = Object.keys(paths) as [PageKey, ...PageKey[]];
  const names = Object.fromEntries(
    keys.map((key) => [
      key,
      listPages.find((page) => page.key === key)?.name ??
        (key === 'not_found'
          ? { fr: 'Page introuvable (404)', en: 'Page not found (404)' }
          : FIXED_PAGE_NAMES[FIXED_PAGE_PATHS[key as FixedPageKey] as keyof typeof FIXED_PAGE_NAMES]),
    ]),
  ) as Record<PageKey, Bilingual>;

  const kind = defineContentKind({
    name: 'pages',
    label: { fr: 'Pages', en: 'Pages' },
    adminPath: '/admin/pages',
    navigation: { icon: 'files', group: 'content' },
    auditLabel: 'page',
    roles: ['admin', 'editor'],
    fields: {
      key: choiceField({
        label: { fr: 'Page', en: 'Page' },
        options: keys,
        // Staff know a page by the name the site gives it ("Accueil"), and search the list by it.
        names,
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
    page: { byKey: paths },
    fixedItems: true,
  });
  return Object.assign(kind, { sitePages: { paths, keys, names } });
}
