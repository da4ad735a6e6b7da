import type { Language } from './languages.ts';

/**
 * The address of a page in a language, under PUBLIC_URL. Canonical links, hreflang alternates,
 * structured data and the sitemap all take it from here, so they always agree.
 */
export function pageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${path}?lang=${language}`;
}

/** The public pages that are not one item of a content kind, in the order of the site's menu. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/services',
  '/portfolio',
  '/solutions',
  '/clients',
  '/blog',
  '/about',
  '/careers',
  '/contact',
  '/help',
  '/docs',
  '/legal',
  '/privacy',
  '/terms',
] as const;
