import { z } from 'zod';
import { paginationQuerySchema, queryBooleanSchema, searchQuerySchema } from './common.ts';

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
