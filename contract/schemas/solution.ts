import { z } from 'zod';
import { SERVICE_ICONS } from '../constants.ts';
import { type LocalizedText, localizedText } from '../localized.ts';
import { imagePathSchema, paginationQuerySchema, queryBooleanSchema, searchQuerySchema, slugSchema } from './common.ts';

/** An active solution as the public API returns it, in the visitor's language. */
export interface PublicSolution {
  id: number;
  slug: string;
  name: string;
  summary: string;
  /** Sanitized HTML. */
  body: string;
  features: string[];
  icon: string;
  image: string | null;
}

/** Body of POST and PUT /api/admin/solutions. */
export const solutionInputSchema = z
  .object({
    slug: slugSchema.optional(),
    name: localizedText(120),
    summary: localizedText(500),
    /** HTML, sanitized by the server on write. */
    body: localizedText(50_000),
    features: z.array(localizedText(300), { error: 'invalid_value' }).max(20, { error: 'too_long' }).default([]),
    icon: z.enum(SERVICE_ICONS, { error: 'invalid_value' }).default('Globe'),
    image: imagePathSchema,
    active: z.boolean({ error: 'invalid_value' }).default(true),
    sort_order: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0).max(10_000).default(0),
  })
  .strict();

export type SolutionInput = z.input<typeof solutionInputSchema>;

export const ADMIN_SOLUTION_SORTS = ['sort_order', 'name', '-updated_at'] as const;

export const adminSolutionListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  active: queryBooleanSchema.optional(),
  sort: z.enum(ADMIN_SOLUTION_SORTS, { error: 'invalid_value' }).default('sort_order'),
});

/** A solution as the admin API returns it, inactive ones included: both languages. */
export interface AdminSolution {
  id: number;
  slug: string;
  name: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  features: LocalizedText[];
  icon: string;
  image: string | null;
  active: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface SolutionStats {
  total: number;
  active: number;
  inactive: number;
}
