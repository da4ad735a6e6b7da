import { pagesKind } from './content-kinds/all-kinds.ts';
import type { Bilingual } from './content-kinds/fields.ts';
import type { FixedPageKey } from './content-kinds/pages.ts';
import { FIXED_PAGE_NAMES } from './section-names.ts';

/** The key of one of the site's own pages: a fixed page ("home") or a kind's list page ("events"). */
export type PageKey = (typeof pagesKind.sitePages.keys)[number];

/** The key of a kind's list page ("blog", "events"). */
export type ListPageKey = Exclude<PageKey, FixedPageKey>;

/** Each of the site's own pages by its key, and the path it is shown at, in the order of the site's menu. */
export const PAGE_PATHS: Readonly<Record<PageKey, string>> = pagesKind.sitePages.paths;
export const PAGE_KEYS: readonly [PageKey, ...PageKey[]] = pagesKind.sitePages.keys;

/** Each page by the name the site gives it ("Accueil"), in each language. */
export const PAGE_KEY_NAMES: Readonly<Record<PageKey, Bilingual>> = pagesKind.sitePages.names;

/** The public pages that are not one item of a content kind, with their names, in the order of the site's menu. */
export const STATIC_PAGES: readonly { path: string; name: Bilingual }[] = PAGE_KEYS.filter(
  // The page of an unknown address is no page of its own.
  (key) => key !== 'not_found',
).map((key) => ({ path: PAGE_PATHS[key], name: PAGE_KEY_NAMES[key] }));

/** Their paths alone. */
export const STATIC_PAGE_PATHS = STATIC_PAGES.map(({ path }) => path) as [string, ...string[]];

/**
 * The name of each page of the site that is not an item, by its path, in each language: the
 * breadcrumbs and the editor's link window call a page by it, and the menus staff have not yet saved
 * are made of it.
 */
export const PAGE_NAMES: typeof FIXED_PAGE_NAMES & Readonly<Record<string, Bilingual | undefined>> = {
  ...FIXED_PAGE_NAMES,
  ...Object.fromEntries(STATIC_PAGES.map(({ path, name }) => [path, name])),
};
