export { searchWith } from '#app/lib/search-params.ts';

/** Projects on one page of /portfolio: four rows of three on a desktop. */
export const PROJECTS_PER_PAGE = 12;

/** Number of pages a list of `total` items fills; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
