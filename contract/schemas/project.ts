import { z } from 'zod';
import { idQuerySchema, paginationQuerySchema, queryBooleanSchema, searchQuerySchema } from './common.ts';

export const PROJECT_CATEGORIES = ['web', 'mobile', 'design', 'ecommerce', 'communication', 'hosting'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const projectListQuerySchema = paginationQuerySchema.extend({
  featured: queryBooleanSchema.optional(),
  category: z.enum(PROJECT_CATEGORIES, { error: 'invalid_value' }).optional(),
  service_id: idQuerySchema.optional(),
  search: searchQuerySchema,
  lang: z.string().optional(),
});

/** A project as the public API returns it, in the visitor's language. */
export interface PublicProject {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: ProjectCategory;
  client_name: string | null;
  service_id: number | null;
  cover_image: string | null;
  gallery: string[];
  technologies: string[];
  project_url: string | null;
  completed_on: string | null;
  featured: boolean;
  published: boolean;
}
