import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';
import { aboutPage } from './defaults/about.ts';
import { CLIENT_GUIDES } from './defaults/guides.ts';
import { HELP_TOPICS } from './defaults/help-topics.ts';
import { homePage } from './defaults/home.ts';
import { PAGE_INTRODUCTIONS } from './defaults/introductions.ts';
import { LEGAL_PAGES } from './defaults/legal.ts';
import type { ListPageKey, PageKey } from '#contract/site-pages.ts';

/**
 * What each of the site's pages holds until staff change it (ADR 0064): the texts the site was
 * written with, in both languages. A page missing from the database is made from these at start.
 */
export const DEFAULT_PAGES: Record<PageKey, PageSectionInput[]> = {
  home: homePage,
  about: aboutPage,
  ...PAGE_INTRODUCTIONS,
  // A kind's list page: its declared band, then what the site adds (the careers page's reasons).
  ...(Object.fromEntries(
    ITEM_PAGE_KINDS.map(({ listPage }) => [
      listPage.key,
      [{ type: 'page_header' as const, ...listPage.header }, ...(PAGE_INTRODUCTIONS[listPage.key as PageKey] ?? [])],
    ]),
  ) as Record<ListPageKey, PageSectionInput[]>),
  // The help centre: its header (with the search), then its themes.
  help: [...PAGE_INTRODUCTIONS.help, ...HELP_TOPICS],
  // The client guides: their header, each guide, then the invitation to ask for more.
  docs: [...PAGE_INTRODUCTIONS.docs, ...CLIENT_GUIDES],
  ...LEGAL_PAGES,
};
