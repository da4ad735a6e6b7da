import type { TESTIMONIAL_STATUSES } from '../content-kinds/testimonials.ts';
import { testimonialsKind } from '../content-kinds/testimonials.ts';
import { z } from 'zod';
import { idSchema, optionalText } from './common.ts';

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
    /** The visitor agrees to their words (and photo) being published once approved. */
    consent: z.literal(true, { error: 'publication_consent_required' }),
  })
  .strict();

export type TestimonialSubmission = z.input<typeof testimonialSubmissionSchema>;
export type ValidTestimonialSubmission = z.output<typeof testimonialSubmissionSchema>;

/** The multipart part of POST /api/testimonials that carries the optional photo (an image, at most 5 MB). */
export const TESTIMONIAL_PHOTO_FIELD = 'photo';

const NUMBER_FIELDS = new Set(['rating', 'service_id', 'project_id']);

/**
 * The body of a testimonial sent as form fields (multipart from the form's island, or a plain HTML
 * post): texts as typed, numbers as numbers, the consent box as `true` when ticked. Empty optional
 * fields are left out; anything else is kept, so the schema refuses it as it refuses it in JSON.
 */
export function testimonialSubmissionFromFields(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'consent') {
      if (value === 'true' || value === 'on') body.consent = true;
      continue;
    }
    if (NUMBER_FIELDS.has(name)) {
      if (value.trim() !== '') body[name] = /^\d+$/.test(value.trim()) ? Number(value) : value;
      continue;
    }
    body[name] = value;
  }
  return body;
}

/** A testimonial as the public API returns it, in the visitor's language. */
export type PublicTestimonial = z.infer<typeof testimonialsKind.schemas.publicAnswer>;

/** Body of POST and PUT /api/admin/{name}, from the declaration in content-kinds/testimonials.ts. */
export const testimonialInputSchema = testimonialsKind.schemas.input;
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export const ADMIN_TESTIMONIAL_SORTS = testimonialsKind.list.sorts;
export const adminTestimonialListQuerySchema = testimonialsKind.schemas.listQuery;
/** One item as the admin API returns it: both languages. */
export type AdminTestimonial = z.infer<typeof testimonialsKind.schemas.answer>;
export type TestimonialStats = z.infer<typeof testimonialsKind.schemas.stats>;
