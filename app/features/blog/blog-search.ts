export { searchWith } from '#app/lib/search-params.ts';
import { isLanguage, type Language } from '#contract/languages.ts';

/** Posts on one page of /blog: three rows of three on a desktop. */
export const BLOG_POSTS_PER_PAGE = 9;

/** Number of pages a list of `total` items fills; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** "?lang=xx" when the URL chose the language, so links to other pages keep it (also without JavaScript). */
export function languageSearch(searchParams: URLSearchParams): string {
  const language = urlLanguage(searchParams);
  return language ? `?lang=${language}` : '';
}

/** The language ?lang= chose, if it is one we support. */
export function urlLanguage(searchParams: URLSearchParams): Language | null {
  const language = searchParams.get('lang');
  return isLanguage(language) ? language : null;
}
