import { z } from 'zod';

/** One line of GET /api/admin/audit-log: who (null for an anonymous request), what, on what, when and from where. */
export const adminAuditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  user: z.object({ id: z.number(), email: z.string().nullable(), name: z.string().nullable() }).nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
