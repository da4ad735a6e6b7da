import { describe, expect, it } from 'vitest';
import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import type { PageKey } from '#contract/site-pages.ts';
import { DEFAULT_MENUS } from '../menus/default-menus.ts';
import { DEFAULT_PAGES } from './default-pages.ts';

// ADR 0073: what a site starts with for a kind's list page comes from the kind's declaration.
describe.each(ITEM_PAGE_KINDS.map((entry) => [entry.kind.name, entry] as const))(
  "the %s kind's list page as the site starts",
  (_name, { section, listPage }) => {
    it('opens with the band its declaration writes, in both languages', () => {
      expect(DEFAULT_PAGES[listPage.key as PageKey][0]).toEqual({ type: 'page_header', ...listPage.header });
    });

    it('is linked from the menus staff have not yet saved', () => {
      const targets = [
        ...DEFAULT_MENUS.header.links,
        ...DEFAULT_MENUS.footer.columns.flatMap((column) => column.links),
      ].map((link) => link.target);
      // The services have their own column, drawn from the services themselves.
      if (section !== '/services') expect(targets).toContainEqual({ type: 'page', path: section });
    });
  },
);
