import { solutionsKind } from '#contract/content-kinds/solutions.ts';
import type { Db } from '../../db/client.ts';
import { solutions } from '../../db/schema.ts';
import { contentKindRoutes } from '../admin/content-kind-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function adminSolutionsRoutes(db: Db, audit: AuditLog) {
  return contentKindRoutes(db, audit, solutionsKind, solutions);
}
