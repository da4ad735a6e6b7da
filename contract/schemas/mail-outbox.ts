import { z } from 'zod';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A mail of the outbox as GET /api/admin/mail-outbox returns it (bodies stay in the database). */
export const adminOutboxMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type AdminOutboxMail = z.infer<typeof adminOutboxMailSchema>;

/** One mail opened in the admin (GET /api/admin/mail-outbox/{id}): the list's fields and what it says. */
export const adminOutboxMailDetailSchema = adminOutboxMailSchema.extend({
  reply_to: z.string().nullable(),
  text: z.string(),
  /** The HTML part as it was queued; the admin shows it in a sandboxed frame, never in its own page. */
  html: z.string().nullable(),
  /** The files sent with it (a quote's PDF), by name, type and size. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), bytes: z.number() })),
});
export type AdminOutboxMailDetail = z.infer<typeof adminOutboxMailDetailSchema>;
