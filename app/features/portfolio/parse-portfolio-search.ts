// Apart from portfolio-search.ts: only the loader parses, and zod stays out of the browser's bundle.
import { z } from 'zod';
import { PROJECT_CATEGORIES, type ProjectCategory } from '#contract/constants.ts';
import { paginationQuerySchema } from '#contract/schemas/common.ts';

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
