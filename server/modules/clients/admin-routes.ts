import { clientsKind } from '#contract/content-kinds/clients.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { contentKindRoutes } from '../admin/content-kind-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function adminClientsRoutes(db: Db, audit: AuditLog) {
  return contentKindRoutes(db, audit, clientsKind, clients);
}
