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
