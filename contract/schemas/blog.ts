import { z } from 'zod';
import { type LocalizedText, localizedText } from '../localized.ts';
import { imagePathSchema, paginationQuerySchema, searchQuerySchema, slugSchema } from './common.ts';

/** A tag in a query string: compared in lower case; an empty value means no filter. */
const tagQuerySchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(60, { error: 'too_long' })
  .toLowerCase()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

export const blogListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  tag: tagQuerySchema,
  lang: z.string().optional(),
});

/** A published post as the public lists return it, in the visitor's language: everything but the body. */
export interface PublicBlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  author_name: string;
  tags: string[];
  /** ISO 8601. */
  published_at: string;
}

/** A published post with its body (sanitized HTML), in the visitor's language. */
export interface PublicBlogPost extends PublicBlogPostSummary {
  body: string;
}

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** A tag as an editor writes it: trimmed, lower case. */
const tagSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'invalid_value' })
  .max(60, { error: 'too_long' });

/** Body of POST and PUT /api/admin/blog: the whole post, French required, English optional. */
export const blogPostInputSchema = z
  .object({
    slug: slugSchema.optional(),
    title: localizedText(200),
    excerpt: localizedText(500),
    /** HTML, sanitized by the server on write. */
    body: localizedText(100_000),
    cover_image: imagePathSchema,
    author_name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(120, { error: 'too_long' }),
    /** At most 10 distinct tags; duplicates (after lower-casing) are dropped. */
    tags: z
      .array(tagSchema, { error: 'invalid_value' })
      .max(10, { error: 'too_long' })
      .default([])
      .transform((tags) => [...new Set(tags)]),
    status: z.enum(BLOG_POST_STATUSES, { error: 'invalid_value' }).default('draft'),
    /** ISO 8601; a published post without one is dated now. */
    published_at: z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable().default(null),
  })
  .strict();

export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const ADMIN_BLOG_POST_SORTS = ['-published_at', 'title', '-updated_at'] as const;

export const adminBlogPostListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  status: z.enum(BLOG_POST_STATUSES, { error: 'invalid_value' }).optional(),
  tag: tagQuerySchema,
  sort: z.enum(ADMIN_BLOG_POST_SORTS, { error: 'invalid_value' }).default('-published_at'),
});

/** A post as the admin API returns it, drafts included: both languages. */
export interface AdminBlogPost {
  id: number;
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  body: LocalizedText;
  cover_image: string | null;
  author_name: string;
  tags: string[];
  status: BlogPostStatus;
  /** ISO 8601; a published post dated in the future is scheduled. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BlogPostStats {
  total: number;
  published: number;
  drafts: number;
}
