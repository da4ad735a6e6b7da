import { z } from 'zod';
import { PRIVACY } from '../constants.ts';
import { idQuerySchema, optionalText, paginationQuerySchema, searchQuerySchema } from './common.ts';

/** Where staff move an application: received, kept for an interview, turned down, taken on. */
export const JOB_APPLICATION_STAGES = ['new', 'shortlisted', 'rejected', 'hired'] as const;
export type JobApplicationStage = (typeof JOB_APPLICATION_STAGES)[number];

/** The multipart part of POST /api/careers/{slug}/applications that carries the CV. */
export const CV_FIELD = 'cv';
/** A CV above this size answers 413, and the form refuses it before sending. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The types a CV may have, recognized from its bytes (server/modules/job-applications/cv-type.ts). */
export const CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvType = (typeof CV_TYPES)[keyof typeof CV_TYPES];
/** How long an application and its CV are kept: the privacy policy's retention of prospect data. */
export const JOB_APPLICATION_RETENTION_YEARS = PRIVACY.prospectRetentionYears;

/** The fields of POST /api/careers/{slug}/applications besides the CV. */
export const jobApplicationSubmissionSchema = z
  .object({
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(120, { error: 'too_long' }),
    email: z
      .string({ error: 'email_required' })
      .trim()
      .min(1, { error: 'email_required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
    phone: optionalText(40).pipe(
      z
        .string()
        .regex(/^[+0-9 ().-]{6,40}$/, { error: 'invalid_phone' })
        .optional(),
    ),
    message: z
      .string({ error: 'message_required' })
      .trim()
      .min(1, { error: 'message_required' })
      .max(5000, { error: 'too_long' }),
    /** The candidate accepts the privacy policy (their data kept for the retention time). */
    consent: z.literal(true, { error: 'privacy_consent_required' }),
  })
  .strict();
export type ValidJobApplicationSubmission = z.output<typeof jobApplicationSubmissionSchema>;

/** The form's text fields as the schema reads them: the consent box is `true` when ticked, absent otherwise. */
export function jobApplicationFromFields(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name !== 'consent') body[name] = value;
    else if (value === 'true' || value === 'on') body.consent = true;
  }
  return body;
}

export const jobApplicationIdSchema = z.object({ id: z.number() });

/** GET /api/admin/job-applications: filters by job and stage, a search in the candidate's name or email. */
export const adminJobApplicationListQuerySchema = paginationQuerySchema.extend({
  job_post_id: idQuerySchema.optional(),
  stage: z.enum(JOB_APPLICATION_STAGES, { error: 'invalid_value' }).optional(),
  search: searchQuerySchema,
  lang: z.string().optional(),
});
export type AdminJobApplicationListQuery = z.input<typeof adminJobApplicationListQuerySchema>;

export const adminJobApplicationSummarySchema = z.object({
  id: z.number(),
  job_post_id: z.number().nullable(),
  /** The job's title when they applied, in the staff's language. */
  job_title: z.string(),
  name: z.string(),
  email: z.string(),
  stage: z.enum(JOB_APPLICATION_STAGES),
  language: z.string(),
  created_at: z.string(),
});
export type AdminJobApplicationSummary = z.infer<typeof adminJobApplicationSummarySchema>;

export const adminJobApplicationNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminJobApplicationNote = z.infer<typeof adminJobApplicationNoteSchema>;

export const adminJobApplicationSchema = adminJobApplicationSummarySchema.extend({
  phone: z.string().nullable(),
  message: z.string(),
  cv: z.object({ file_name: z.string(), mime_type: z.string(), bytes: z.number() }),
  consent_at: z.string(),
  updated_at: z.string(),
  notes: z.array(adminJobApplicationNoteSchema),
});
export type AdminJobApplication = z.infer<typeof adminJobApplicationSchema>;

/** A job with applications, for the filter and the careers list: how many, how many still new. */
export const adminJobApplicationJobSchema = z.object({
  job_post_id: z.number().nullable(),
  job_title: z.string(),
  total: z.number(),
  new: z.number(),
});
export type AdminJobApplicationJob = z.infer<typeof adminJobApplicationJobSchema>;

/** PATCH /api/admin/job-applications/{id}/stage */
export const jobApplicationStageInputSchema = z
  .object({ stage: z.enum(JOB_APPLICATION_STAGES, { error: 'invalid_value' }) })
  .strict();

/** POST /api/admin/job-applications/{id}/notes */
export const jobApplicationNoteInputSchema = z
  .object({
    body: z
      .string({ error: 'field_required' })
      .trim()
      .min(1, { error: 'field_required' })
      .max(5000, { error: 'too_long' }),
  })
  .strict();
