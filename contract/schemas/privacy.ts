import { z } from 'zod';
import { JOB_APPLICATION_RETENTION_YEARS } from './job-application.ts';
import { LEAD_STAGES } from './message.ts';

/** The address a person asks about: found whatever its case (ADR 0051). */
export const privacyEmailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, { error: 'email_required' })
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'email_invalid' }))
  .transform((email) => email.toLowerCase());

export const privacyQuerySchema = z.object({ email: privacyEmailSchema });

/** GET /api/admin/privacy?email=: everything the site holds about one address, each record named. */
export const personalDataSchema = z.object({
  email: z.string(),
  /** Contact messages and leads, with how many entries of their history (notes, replies...). */
  messages: z.array(
    z.object({
      id: z.number(),
      created_at: z.string(),
      subject: z.string(),
      stage: z.enum(LEAD_STAGES),
      history: z.number(),
    }),
  ),
  /** Job applications, each with its CV and the staff's notes on it. */
  job_applications: z.array(
    z.object({
      id: z.number(),
      created_at: z.string(),
      job_title: z.string(),
      cv_file_name: z.string(),
      notes: z.number(),
    }),
  ),
  newsletter: z.object({ status: z.enum(['pending', 'confirmed', 'unsubscribed']), created_at: z.string() }).nullable(),
  /** Testimonials the person sent; `published`: visitors read it now. */
  testimonials: z.array(
    z.object({ id: z.number(), created_at: z.string(), client_name: z.string(), published: z.boolean() }),
  ),
  /** Mails to the address, or answering to it (a message's notification to staff). */
  mails: z.array(
    z.object({
      id: z.number(),
      created_at: z.string(),
      subject: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
    }),
  ),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** POST /api/admin/privacy/erase. */
export const privacyErasureInputSchema = z
  .object({
    email: privacyEmailSchema,
    /** The person agreed that their published testimonials stay, without their name, address or photo. */
    keep_published_testimonials: z.boolean().default(false),
  })
  .strict();
export type PrivacyErasureInput = z.input<typeof privacyErasureInputSchema>;

/** What an erasure removed, by kind of record: kept in the audit log, without the address. */
export const privacyErasureSchema = z.object({
  messages: z.number(),
  job_applications: z.number(),
  newsletter: z.number(),
  testimonials_deleted: z.number(),
  testimonials_anonymised: z.number(),
  mails: z.number(),
});
export type PrivacyErasure = z.infer<typeof privacyErasureSchema>;

/** How long a message or lead is kept after its last activity, as admins set it (issue 34). */
export const MESSAGE_RETENTION_MONTHS = { default: 24, min: 1, max: 120 } as const;

/** An unconfirmed newsletter address is erased after this many days (ADR 0024). */
export const UNCONFIRMED_SUBSCRIBER_DAYS = 30;

/** PUT /api/admin/retention: the period staff set. */
export const retentionInputSchema = z
  .object({
    messages_months: z
      .number({ error: 'retention_months_range' })
      .int({ error: 'retention_months_range' })
      .min(MESSAGE_RETENTION_MONTHS.min, { error: 'retention_months_range' })
      .max(MESSAGE_RETENTION_MONTHS.max, { error: 'retention_months_range' }),
  })
  .strict();

/** GET /api/admin/retention: every retention that runs by itself, the fixed ones beside the one staff set. */
export const retentionSchema = retentionInputSchema.extend({
  job_applications_years: z.literal(JOB_APPLICATION_RETENTION_YEARS),
  unconfirmed_subscribers_days: z.literal(UNCONFIRMED_SUBSCRIBER_DAYS),
});
export type Retention = z.infer<typeof retentionSchema>;
