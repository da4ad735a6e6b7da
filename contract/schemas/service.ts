import { z } from 'zod';
import { SERVICE_ICONS } from '../constants.ts';
import { type LocalizedText, localizedText } from '../localized.ts';
import { imagePathSchema, paginationQuerySchema, queryBooleanSchema, searchQuerySchema, slugSchema } from './common.ts';

export const serviceListQuerySchema = paginationQuerySchema.extend({
  featured: queryBooleanSchema.optional(),
  search: searchQuerySchema,
  lang: z.string().optional(),
});

export interface ServiceProcessStep {
  title: string;
  description: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

/** A service as the public API returns it, in the visitor's language. */
export interface PublicService {
  id: number;
  name: string;
  slug: string;
  short_description: string;
  description: string;
  icon: string;
  featured_image: string | null;
  features: string[];
  process: ServiceProcessStep[];
  faqs: ServiceFaq[];
  active: boolean;
  featured: boolean;
  sort_order: number;
}

/** Slugs the public routes already use: /api/services/active and /api/services/featured. */
export const RESERVED_SERVICE_SLUGS = ['active', 'featured', 'stats'] as const;

/** Body of POST and PUT /api/admin/services: the whole service, French required, English optional. */
export const serviceInputSchema = z
  .object({
    slug: slugSchema.optional(),
    name: localizedText(120),
    short_description: localizedText(300),
    description: localizedText(5000),
    features: z.array(localizedText(300)).max(20, { error: 'too_long' }).default([]),
    process: z
      .array(z.object({ title: localizedText(120), description: localizedText(1000) }).strict())
      .max(10, { error: 'too_long' })
      .default([]),
    faqs: z
      .array(z.object({ question: localizedText(300), answer: localizedText(2000) }).strict())
      .max(20, { error: 'too_long' })
      .default([]),
    icon: z.enum(SERVICE_ICONS, { error: 'invalid_value' }).default('Globe'),
    featured_image: imagePathSchema,
    active: z.boolean({ error: 'invalid_value' }).default(true),
    featured: z.boolean({ error: 'invalid_value' }).default(false),
    sort_order: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0).max(10_000).default(0),
  })
  .strict();

export type ServiceInput = z.input<typeof serviceInputSchema>;

export const ADMIN_SERVICE_SORTS = ['sort_order', 'name', 'updated_at', '-updated_at'] as const;

export const adminServiceListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  active: queryBooleanSchema.optional(),
  featured: queryBooleanSchema.optional(),
  sort: z.enum(ADMIN_SERVICE_SORTS, { error: 'invalid_value' }).default('sort_order'),
});

/** A service as the admin API returns it: both languages. */
export interface AdminService {
  id: number;
  slug: string;
  name: LocalizedText;
  short_description: LocalizedText;
  description: LocalizedText;
  features: LocalizedText[];
  process: { title: LocalizedText; description: LocalizedText }[];
  faqs: { question: LocalizedText; answer: LocalizedText }[];
  icon: string;
  featured_image: string | null;
  active: boolean;
  featured: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ServiceStats {
  total: number;
  active: number;
  inactive: number;
  featured: number;
}
