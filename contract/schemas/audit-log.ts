/** One line of GET /api/admin/audit-log: who (null for an anonymous request), what, on what, when and from where. */
export interface AdminAuditEntry {
  id: number;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  created_at: string;
  user: { id: number; email: string | null; name: string | null } | null;
}
