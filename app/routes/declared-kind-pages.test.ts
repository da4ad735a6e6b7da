import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import { localizedPath } from '#contract/page-urls.ts';
import { SEARCH_KIND_NAMES, SEARCH_KINDS } from '#contract/schemas/search.ts';
import { PAGE_KEY_NAMES, PAGE_KEYS, PAGE_NAMES, PAGE_PATHS, STATIC_PAGE_PATHS } from '#contract/site-pages.ts';
import { fixedSearchEntries } from '#app/lib/fixed-search-entries.ts';
import routes from '../routes.ts';

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every route's whole path and module, from routes.ts as React Router reads it. */
function flatRoutes(entries: readonly RouteEntry[], parent = ''): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    return [{ path, file: entry.file }, ...flatRoutes(entry.children ?? [], path)];
  });
}

const ROUTES = flatRoutes(routes as RouteEntry[]);

// ADR 0073: a kind with item pages lives in its declaration; these tables are drawn from it, so a
// new kind needs no line in any of them (the server's defaults: server/modules/pages/list-page-defaults.test.ts).
describe.each(ITEM_PAGE_KINDS.map((entry) => [entry.kind.name, entry] as const))(
  'the %s kind, drawn from its declaration',
  (_name, { kind, section, listPage }) => {
    it('has its list, item and below-item routes in both languages, each module present', () => {
      const { list, item, belowItem = {} } = listPage.routes;
      for (const language of ['fr', 'en'] as const) {
        const base = localizedPath(section, language);
        const expected = [
          { path: base, file: list },
          { path: `${base}/:slug`, file: item },
          ...Object.entries(belowItem).map(([name, file]) => ({ path: `${base}/:slug/${name}`, file })),
        ];
        for (const { path, file } of expected) {
          expect(ROUTES).toContainEqual({ path, file: `routes/${file}.tsx` });
          expect(existsSync(`app/routes/${file}.tsx`)).toBe(true);
        }
      }
    });

    it('is one of the site pages staff write, named by its label', () => {
      const key = listPage.key as (typeof PAGE_KEYS)[number];
      expect(PAGE_KEYS).toContain(key);
      expect(PAGE_PATHS[key]).toBe(section);
      expect(PAGE_KEY_NAMES[key]).toEqual(kind.label);
      expect(STATIC_PAGE_PATHS).toContain(section);
      expect(PAGE_NAMES[section]).toEqual(kind.label);
    });

    it('is searched, its results named by its declaration, and its list page found by its name', () => {
      expect(SEARCH_KINDS).toContain(kind.name);
      expect(SEARCH_KIND_NAMES[kind.name]).toEqual(listPage.itemName);
      for (const language of ['fr', 'en'] as const) {
        expect(fixedSearchEntries()).toContainEqual(
          expect.objectContaining({ key: section, language, title: kind.label[language] }),
        );
      }
    });
  },
);

describe('the back office screens of every kind', () => {
  const screenFiles = readdirSync('app/features', { recursive: true, encoding: 'utf8' }).filter((path) =>
    /(^|\/)admin\/[a-z-]+-screens\.tsx$/.test(path),
  );

  it.each(CONTENT_KINDS.map((kind) => [kind.name]))('%s: one screens module, found by its name', (name) => {
    expect(screenFiles.filter((path) => path.endsWith(`/admin/${name}-screens.tsx`))).toHaveLength(1);
  });
});
