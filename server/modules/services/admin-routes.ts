import { servicesKind } from '#contract/content-kinds/services.ts';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema.ts';
import { contentKindRoutes } from '../admin/content-kind-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function adminServicesRoutes(db: Db, audit: AuditLog) {
  return contentKindRoutes(db, audit, servicesKind, services);
}
