import { projectsKind } from '#contract/content-kinds/projects.ts';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { contentKindRoutes } from '../admin/content-kind-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function adminProjectsRoutes(db: Db, audit: AuditLog) {
  return contentKindRoutes(db, audit, projectsKind, projects);
}
