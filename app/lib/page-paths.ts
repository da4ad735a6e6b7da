import { redirect, type UIMatch, useLocation, useMatches } from 'react-router';
import type { Language } from '#contract/languages.ts';
import { itemPaths, type PagePaths, localizedPath, splitLanguagePath } from '#contract/page-urls.ts';

/**
 * An item's page returns `pagePaths` in its loader data: its address in each language, which its
 * slug may make different. The language links and the alternates (seoMeta) read it there.
 */
export function pagePathsOf(data: unknown): PagePaths | null {
  const paths = (data as { pagePaths?: unknown } | null | undefined)?.pagePaths;
  return typeof paths === 'object' && paths !== null ? (paths as PagePaths) : null;
}

/**
 * An item's address in each language; asked by another one (its other language's slug, its id), it
 * answers a permanent redirect to its own in the page's language: one URL per page and language.
 */
export function ownItemPaths(
  section: string,
  item: { slug: string; slugs?: PagePaths | undefined },
  asked: string,
  language: Language,
): PagePaths {
  const paths = itemPaths(section, item.slugs, item.slug);
  const own = paths[language];
  if (own.slice(own.lastIndexOf('/') + 1) !== asked) throw redirect(localizedPath(own, language), 301);
  return paths;
}

/** The current page's path in each language: the item's own when its loader names them, else the same path. */
export function usePagePaths(): PagePaths {
  const { pathname } = useLocation();
  const page = useMatches().at(-1) as UIMatch<unknown, unknown> | undefined;
  const own = pagePathsOf(page?.data);
  if (own) return own;
  const { path } = splitLanguagePath(pathname);
  return { fr: path, en: path };
}
