import type { BLOG_POST_STATUSES } from '../content-kinds/blog-posts.ts';
import { blogPostsKind } from '../content-kinds/blog-posts.ts';
import type { z } from 'zod';

/** A published post as the public API returns it, in the visitor's language. */
export type PublicBlogPost = Omit<z.infer<typeof blogPostsKind.schemas.publicAnswer>, 'published_at' | 'updated_at'> & {
  /** ISO 8601. */
  published_at: string;
  /** The last change (ISO 8601): BlogPosting's dateModified. */
  updated_at: string;
};
/** A published post as the public lists return it: everything but the body. */
/** A post in a list: no body, and no search-engine fields (only its own page uses them). */
export type PublicBlogPostSummary = Omit<PublicBlogPost, 'body' | 'seo_title' | 'seo_description' | 'seo_image'>;

export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Body of POST and PUT /api/admin/{name}, from the declaration in content-kinds/blog-posts.ts. */
export const blogPostInputSchema = blogPostsKind.schemas.input;
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export const ADMIN_BLOG_POST_SORTS = blogPostsKind.list.sorts;
export const adminBlogPostListQuerySchema = blogPostsKind.schemas.listQuery;
/** One item as the admin API returns it: both languages. */
export type AdminBlogPost = z.infer<typeof blogPostsKind.schemas.answer>;
export type BlogPostStats = z.infer<typeof blogPostsKind.schemas.stats>;
