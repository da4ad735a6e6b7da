import { z } from 'zod';
import { PROJECT_CATEGORIES, type ProjectCategory } from '../constants.ts';
import { type LocalizedText, localizedText } from '../localized.ts';
import {
  idQuerySchema,
  idSchema,
  imagePathSchema,
  paginationQuerySchema,
  queryBooleanSchema,
  searchQuerySchema,
  slugSchema,
} from './common.ts';

// The categories live with the constants: the public filter needs them without loading zod.
export { PROJECT_CATEGORIES, type ProjectCategory } from '../constants.ts';

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

/** A slug made only of digits would read as an id (spec section 7); "featured" is a route. */
export const RESERVED_PROJECT_SLUGS = ['featured', 'stats'] as const;

/** Body of POST and PUT /api/admin/projects. */
export const projectInputSchema = z
  .object({
    slug: slugSchema.optional(),
    title: localizedText(160),
    summary: localizedText(400),
    body: localizedText(50_000),
    category: z.enum(PROJECT_CATEGORIES, { error: 'invalid_value' }),
    client_name: z.string().trim().max(160, { error: 'too_long' }).nullable().default(null),
    service_id: idSchema.nullable().default(null),
    cover_image: imagePathSchema,
    gallery: z.array(imagePathSchema.unwrap().unwrap()).max(20, { error: 'too_long' }).default([]),
    technologies: z
      .array(z.string().trim().min(1).max(40, { error: 'too_long' }))
      .max(20, { error: 'too_long' })
      .default([]),
    project_url: z
      .url({ protocol: /^https?$/, error: 'invalid_url' })
      .max(300, { error: 'too_long' })
      .nullable()
      .default(null),
    completed_on: z.iso.date({ error: 'invalid_value' }).nullable().default(null),
    published: z.boolean({ error: 'invalid_value' }).default(false),
    featured: z.boolean({ error: 'invalid_value' }).default(false),
    sort_order: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0).max(10_000).default(0),
  })
  .strict();

export type ProjectInput = z.input<typeof projectInputSchema>;

export const ADMIN_PROJECT_SORTS = ['sort_order', 'title', '-completed_on', '-updated_at'] as const;

export const adminProjectListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  published: queryBooleanSchema.optional(),
  featured: queryBooleanSchema.optional(),
  category: z.enum(PROJECT_CATEGORIES, { error: 'invalid_value' }).optional(),
  sort: z.enum(ADMIN_PROJECT_SORTS, { error: 'invalid_value' }).default('sort_order'),
});

export interface AdminProject {
  id: number;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  category: ProjectCategory;
  client_name: string | null;
  service_id: number | null;
  cover_image: string | null;
  gallery: string[];
  technologies: string[];
  project_url: string | null;
  completed_on: string | null;
  published: boolean;
  featured: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ProjectStats {
  total: number;
  published: number;
  drafts: number;
  featured: number;
}
