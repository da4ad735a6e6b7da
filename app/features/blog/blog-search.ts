export { searchWith } from '#app/lib/search-params.ts';

/** Posts on one page of /blog: three rows of three on a desktop. */
export const BLOG_POSTS_PER_PAGE = 9;

/** Number of pages a list of `total` items fills; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
