export { searchWith } from '#app/lib/search-params.ts';
import { z } from 'zod';
import { isLanguage } from '#contract/languages.ts';
import { paginationQuerySchema } from '#contract/schemas/common.ts';
import { PROJECT_CATEGORIES, type ProjectCategory } from '#contract/schemas/project.ts';

/** Projects on one page of /portfolio: four rows of three on a desktop. */
export const PROJECTS_PER_PAGE = 12;

const portfolioSearchSchema = z.object({
  page: paginationQuerySchema.shape.page,
  category: z.enum(PROJECT_CATEGORIES).optional(),
});

export interface PortfolioSearch {
  page: number;
  category?: ProjectCategory;
}

/** The page and category of /portfolio's URL; null when either is not a value we know (the page answers 404). */
export function parsePortfolioSearch(searchParams: URLSearchParams): PortfolioSearch | null {
  const result = portfolioSearchSchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    category: searchParams.get('category') || undefined,
  });
  return result.success ? result.data : null;
}

/** Number of pages a list of `total` items fills; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** "?lang=xx" when the URL chose the language, so links to other pages keep it (also without JavaScript). */
export function languageSearch(searchParams: URLSearchParams): string {
  const language = searchParams.get('lang');
  return isLanguage(language) ? `?lang=${language}` : '';
}
