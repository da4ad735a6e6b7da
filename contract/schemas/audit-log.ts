import { z } from 'zod';

/**
 * One line of GET /api/admin/audit-log: who (null for an anonymous request; a deleted account has no
 * id or email but keeps its name), what, on what, when and from where.
 */
export const adminAuditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  user: z.object({ id: z.number().nullable(), email: z.string().nullable(), name: z.string() }).nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
