export { searchWith } from '#app/lib/search-params.ts';
import { blogListQuerySchema } from '#contract/schemas/blog.ts';
import { isLanguage, type Language } from '#contract/languages.ts';

/** Posts on one page of /blog: three rows of three on a desktop. */
export const BLOG_POSTS_PER_PAGE = 9;

const blogSearchSchema = blogListQuerySchema.pick({ page: true, tag: true });

export interface BlogSearch {
  page: number;
  tag?: string;
}

/** The page and tag of /blog's URL; null when the page is not a positive whole number or the tag is too long. */
export function parseBlogSearch(searchParams: URLSearchParams): BlogSearch | null {
  const result = blogSearchSchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    tag: searchParams.get('tag') ?? undefined,
  });
  if (!result.success) return null;
  return result.data.tag === undefined ? { page: result.data.page } : result.data;
}

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
