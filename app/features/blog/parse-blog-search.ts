// Apart from blog-search.ts: only the loader parses, and zod stays out of the browser's bundle.
import { z } from 'zod';
import { tagQuerySchema } from '#contract/content-kinds/blog-posts.ts';
import { paginationQuerySchema } from '#contract/schemas/common.ts';

// As GET /api/blog reads them (the blog's `publicListQuery`).
const blogSearchSchema = z.object({ page: paginationQuerySchema.shape.page, tag: tagQuerySchema });

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
