import { z } from 'zod';
import { paginationQuerySchema, searchQuerySchema } from './common.ts';

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
