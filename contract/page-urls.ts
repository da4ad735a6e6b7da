import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** Another site, a mail or a phone number, or a path of this site: where a menu's or a section's link may lead. */
export const isLinkAddress = (address: string) =>
  /^(\/(?!\/)\S*|https?:\/\/[^\s/]+\S*|mailto:\S+@\S+|tel:\+?[\d\s().-]+)$/i.test(address);

/** English pages live under this prefix; French pages keep the spec's paths. */
export const ENGLISH_PREFIX = '/en';

/** The back office is not translated by its URL: it keeps its own switch (`?lang=`, the saved choice, the browser). */
export function isBackOfficePath(pathname: string): boolean {
  return /^\/(admin|profile)(\/|\.data$|$)/.test(pathname);
}

/**
 * Paths of the framework and of files, never pages: React Router's manifest and data requests, built
 * assets, uploads, the service worker, the API. A saved language never redirects them (the admin's
 * client navigation fetches "/__manifest" and broke when it was sent to "/en/__manifest").
 */
export function isFrameworkPath(pathname: string): boolean {
  return /^\/(__manifest|api|assets|media|sw\.js)(\/|$)/.test(pathname) || pathname.endsWith('.data');
}

/** The site search's page, as French names it ("/en/search" in English); its results are never kept or indexed. */
export const SEARCH_PAGE_PATH = '/recherche';

/**
 * Sections whose name is a word that differs between the languages: the French path, and the
 * English one under /en. Every other section keeps its name in both ("/services", "/en/services").
 * Kept here, not in the kinds' declarations, because the public pages' scripts localize links too
 * and must not carry the declarations (ADR 0073).
 */
const ENGLISH_SECTIONS: ReadonlyMap<string, string> = new Map([
  ['/evenements', '/events'],
  [SEARCH_PAGE_PATH, '/search'],
]);

/** `path` with its first segment renamed as `names` says, if it names one of them. */
function renameSection(path: string, names: Iterable<[string, string]>): string {
  for (const [from, to] of names) {
    if (path === from || path.startsWith(`${from}/`)) return `${to}${path.slice(from.length)}`;
  }
  return path;
}

/** A route's path segment in a language ("evenements" is "events" in English), for routes.ts. */
export function sectionSegment(segment: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? segment : renameSection(`/${segment}`, ENGLISH_SECTIONS).slice(1);
}

/** The path of a page in a language: "/services" -> "/en/services", "/evenements" -> "/en/events", "/" -> "/en". */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${renameSection(path, ENGLISH_SECTIONS)}`;
}

/** "/docs#content" in English is "/en/docs#content": the path part gets the language, the rest follows. */
export function localizedHref(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return `${localizedPath(path, language)}${end === -1 ? '' : href.slice(end)}`;
}

/**
 * The language a public path names and the page's path without it, as French names it
 * ("/en/blog" -> en, "/blog"; "/en/events/x" -> en, "/evenements/x").
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  if (pathname === ENGLISH_PREFIX || pathname === `${ENGLISH_PREFIX}/`) return { language: 'en', path: '/' };
  if (pathname.startsWith(`${ENGLISH_PREFIX}/`)) {
    const english = pathname.slice(ENGLISH_PREFIX.length);
    return {
      language: 'en',
      path: renameSection(
        english,
        [...ENGLISH_SECTIONS].map(([fr, en]) => [en, fr]),
      ),
    };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/**
 * The address of a page in a language, under PUBLIC_URL. Canonical links, hreflang alternates,
 * structured data and the sitemap all take it from here, so they always agree.
 */
export function pageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${localizedPath(path, language)}`;
}

/** Whether a public path is the search page, in either language. */
export const isSearchPagePath = (pathname: string): boolean =>
  splitLanguagePath(pathname.replace(/\/+$/, '') || '/').path.toLowerCase() === SEARCH_PAGE_PATH;

/** A page's path in each language, without the language prefix ("/blog/mon-article", "/blog/my-article"). */
export type PagePaths = Record<Language, string>;

/** The paths of an item of a section ("/blog") from its slugs in each language (or its one slug). */
export function itemPaths(section: string, slugs: PagePaths | undefined, slug: string): PagePaths {
  return { fr: `${section}/${slugs?.fr ?? slug}`, en: `${section}/${slugs?.en ?? slug}` };
}

/** An item's slug in each language: English pages use the French one when it has no English slug. */
export function localizedSlugs(slug: string, englishSlug: string | null | undefined): Record<Language, string> {
  return { fr: slug, en: englishSlug || slug };
}

/** The path of preview pages: /preview/{token} and /en/preview/{token} (ADR 0019). */
export const PREVIEW_PATH = '/preview/';
