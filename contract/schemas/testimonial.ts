import { z } from 'zod';
import { type LocalizedText, localizedText } from '../localized.ts';
import {
  idQuerySchema,
  idSchema,
  imagePathSchema,
  optionalText,
  paginationQuerySchema,
  queryBooleanSchema,
  searchQuerySchema,
} from './common.ts';

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** Body of POST /api/testimonials: a visitor's testimonial, pending until approved. */
export const testimonialSubmissionSchema = z
  .object({
    client_name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(120, { error: 'too_long' }),
    client_email: z
      .string({ error: 'email_required' })
      .trim()
      .min(1, { error: 'email_required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
    client_title: optionalText(120),
    client_company: optionalText(120),
    content: z
      .string({ error: 'content_required' })
      .trim()
      .min(10, { error: 'content_required' })
      .max(2000, { error: 'too_long' }),
    rating: z
      .number({ error: 'rating_range' })
      .int({ error: 'rating_range' })
      .min(1, { error: 'rating_range' })
      .max(5, { error: 'rating_range' })
      .nullable()
      .optional(),
    service_id: idSchema.optional(),
    project_id: idSchema.optional(),
  })
  .strict();

export type TestimonialSubmission = z.input<typeof testimonialSubmissionSchema>;
export type ValidTestimonialSubmission = z.output<typeof testimonialSubmissionSchema>;

export const testimonialListQuerySchema = paginationQuerySchema.extend({
  featured: queryBooleanSchema.optional(),
  service_id: idQuerySchema.optional(),
  project_id: idQuerySchema.optional(),
  lang: z.string().optional(),
});

/** A testimonial as the public API returns it, in the visitor's language. */
export interface PublicTestimonial {
  id: number;
  content: string;
  client_name: string;
  client_title: string | null;
  client_company: string | null;
  client_photo: string | null;
  rating: number | null;
  service_id: number | null;
  project_id: number | null;
  featured: boolean;
  created_at: string;
}

/** Body of POST and PUT /api/admin/testimonials. */
export const testimonialInputSchema = z
  .object({
    content: localizedText(2000),
    client_name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(120, { error: 'too_long' }),
    client_title: localizedText(120).nullable().default(null),
    client_company: z.string().trim().max(120, { error: 'too_long' }).nullable().default(null),
    client_photo: imagePathSchema,
    client_email: z.email({ error: 'email_invalid' }).max(254, { error: 'too_long' }).nullable().default(null),
    rating: z
      .number({ error: 'rating_range' })
      .int({ error: 'rating_range' })
      .min(1, { error: 'rating_range' })
      .max(5, { error: 'rating_range' })
      .nullable()
      .default(null),
    service_id: idSchema.nullable().default(null),
    project_id: idSchema.nullable().default(null),
    status: z.enum(TESTIMONIAL_STATUSES, { error: 'invalid_value' }).default('pending'),
    featured: z.boolean({ error: 'invalid_value' }).default(false),
  })
  .strict();

export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export const adminTestimonialListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  status: z.enum(TESTIMONIAL_STATUSES, { error: 'invalid_value' }).optional(),
  featured: queryBooleanSchema.optional(),
  sort: z.enum(['-created_at', 'created_at', 'client_name'], { error: 'invalid_value' }).default('-created_at'),
});

export interface AdminTestimonial {
  id: number;
  content: LocalizedText;
  client_name: string;
  client_title: LocalizedText | null;
  client_company: string | null;
  client_photo: string | null;
  client_email: string | null;
  rating: number | null;
  service_id: number | null;
  project_id: number | null;
  status: TestimonialStatus;
  featured: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /api/admin/testimonials/stats. */
export interface TestimonialStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  featured: number;
}
