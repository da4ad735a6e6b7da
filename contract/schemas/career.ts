import { z } from 'zod';
import { type LocalizedText, localizedText } from '../localized.ts';
import { paginationQuerySchema, searchQuerySchema, slugSchema } from './common.ts';

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** An open job post as the public API returns it, in the visitor's language. */
export interface PublicJobPost {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  body: string;
  location: string;
  employment_type: EmploymentType;
  /** Last day to apply (YYYY-MM-DD); null when open until filled. */
  closes_on: string | null;
}

export const JOB_POST_STATUSES = ['open', 'closed'] as const;
export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

/** Body of POST and PUT /api/admin/careers. */
export const jobPostInputSchema = z
  .object({
    slug: slugSchema.optional(),
    title: localizedText(160),
    summary: localizedText(500),
    /** HTML, sanitized by the server on write. */
    body: localizedText(50_000),
    location: z
      .string({ error: 'invalid_value' })
      .trim()
      .min(1, { error: 'invalid_value' })
      .max(120, { error: 'too_long' }),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: 'invalid_value' }),
    status: z.enum(JOB_POST_STATUSES, { error: 'invalid_value' }).default('open'),
    /** Last day to apply (YYYY-MM-DD); null when open until filled. */
    closes_on: z.iso.date({ error: 'invalid_value' }).nullable().default(null),
  })
  .strict();

export type JobPostInput = z.input<typeof jobPostInputSchema>;

export const ADMIN_JOB_POST_SORTS = ['-created_at', 'title', 'closes_on', '-updated_at'] as const;

export const adminJobPostListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  status: z.enum(JOB_POST_STATUSES, { error: 'invalid_value' }).optional(),
  sort: z.enum(ADMIN_JOB_POST_SORTS, { error: 'invalid_value' }).default('-created_at'),
});

/** A job post as the admin API returns it, closed ones included: both languages. */
export interface AdminJobPost {
  id: number;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  location: string;
  employment_type: EmploymentType;
  status: JobPostStatus;
  closes_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobPostStats {
  total: number;
  open: number;
  closed: number;
}
