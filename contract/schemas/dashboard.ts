import { z } from 'zod';
import { testimonialsKind } from '../content-kinds/testimonials.ts';
import { adminMessageSchema, LEAD_STAGES } from './message.ts';

/** What the operator must fix for the site to work fully (configuration, storage...): each a code the screen words. */
export const DASHBOARD_WARNING_CODES = [
  'public_url_unset',
  'smtp_url_unset',
  'cv_storage_nearly_full',
  'backup_overdue',
] as const;
export type DashboardWarningCode = (typeof DASHBOARD_WARNING_CODES)[number];

/** A warning and the values its text names (the variable to set, a current value, a size...). */
export const dashboardWarningSchema = z.object({
  code: z.enum(DASHBOARD_WARNING_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type DashboardWarning = z.infer<typeof dashboardWarningSchema>;

/** GET /api/admin/dashboard: what needs attention, and the messages of the last eight weeks. */
export const adminDashboardSchema = z.object({
  /** What the operator must fix, first on the screen; empty when all is well. */
  warnings: z.array(dashboardWarningSchema),
  counts: z.object({
    services: z.number(),
    projects: z.number(),
    blog_posts: z.number(),
    open_jobs: z.number(),
    pending_testimonials: z.number(),
    new_messages: z.number(),
    subscribers: z.number(),
  }),
  recent_messages: z.array(adminMessageSchema),
  pending_testimonials: z.array(testimonialsKind.schemas.answer),
  /** Items with French written and no English (English visitors read French there), by kind. */
  missing_english: z.array(
    z.object({ kind: z.string(), id: z.number(), name: z.string(), fields: z.array(z.string()) }),
  ),
  /** The sales pipeline: leads per stage, in order, and those whose follow-up date has passed (the oldest first). */
  leads: z.object({
    per_stage: z.array(z.object({ stage: z.enum(LEAD_STAGES), count: z.number() })),
    overdue_count: z.number(),
    overdue: z.array(adminMessageSchema),
  }),
  /** Job applications: received over the last 30 days, and those still new per open job (0 included). */
  job_applications: z.object({
    received_last_30_days: z.number(),
    new_per_open_job: z.array(z.object({ job_post_id: z.number(), job_title: z.string(), new: z.number() })),
  }),
  /** New leads of the last eight weeks, oldest first; `week` is the Monday ("2026-03-02"). */
  messages_per_week: z.array(z.object({ week: z.string(), count: z.number() })),
  /** Taps on the site's WhatsApp links over the last `days` days, per service (null: a page naming none). */
  whatsapp_leads: z.object({
    days: z.number(),
    total: z.number(),
    by_service: z.array(
      z.object({ service_id: z.number().nullable(), name: z.string().nullable(), count: z.number() }),
    ),
  }),
  /** The newest backup archive written (GET /api/admin/backups lists them all); null before the first. */
  last_backup: z.object({ finished_at: z.string(), bytes: z.number() }).nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
