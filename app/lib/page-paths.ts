import { redirect, type UIMatch, useLocation, useMatches } from 'react-router';
import type { Language } from '#contract/languages.ts';
import { localizedPath, type PagePaths, splitLanguagePath } from '#contract/page-urls.ts';

/**
 * What an item's page exports as `handle` when its slug differs by language, so the language links
 * and the alternates name the item's own page in the other language.
 */
export interface PagePathsHandle {
  pagePaths: (data: never) => PagePaths;
}

/**
 * An item asked by its other language's slug (or its id) is answered with a permanent redirect to
 * its own address in the page's language: one URL per page and language.
 */
export function redirectToOwnSlug(asked: string, paths: PagePaths, language: Language): void {
  const own = paths[language];
  if (own.slice(own.lastIndexOf('/') + 1) !== asked) throw redirect(localizedPath(own, language), 301);
}

const hasPagePaths = (handle: unknown): handle is PagePathsHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as PagePathsHandle).pagePaths === 'function';

/** The current page's path in each language: the item's own when its route says so, else the same path. */
export function usePagePaths(): PagePaths {
  const { pathname } = useLocation();
  const page = useMatches().at(-1) as UIMatch<unknown, unknown> | undefined;
  if (page?.data && hasPagePaths(page.handle)) return page.handle.pagePaths(page.data as never);
  const { path } = splitLanguagePath(pathname);
  return { fr: path, en: path };
}
