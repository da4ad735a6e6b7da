export { searchWith } from '#app/lib/search-params.ts';
import { isLanguage } from '#contract/languages.ts';

/** Projects on one page of /portfolio: four rows of three on a desktop. */
export const PROJECTS_PER_PAGE = 12;

/** Number of pages a list of `total` items fills; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** "?lang=xx" when the URL chose the language, so links to other pages keep it (also without JavaScript). */
export function languageSearch(searchParams: URLSearchParams): string {
  const language = searchParams.get('lang');
  return isLanguage(language) ? `?lang=${language}` : '';
}
