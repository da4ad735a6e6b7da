import { teamMembersKind } from '#contract/content-kinds/team-members.ts';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { contentKindRoutes } from '../admin/content-kind-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function adminTeamRoutes(db: Db, audit: AuditLog) {
  return contentKindRoutes(db, audit, teamMembersKind, teamMembers);
}
