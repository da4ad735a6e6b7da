import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type AdminTeamMember, adminTeamMemberListQuerySchema, teamMemberInputSchema } from '#contract/schemas/team.ts';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { likePattern, localizedContains } from '../../lib/sql-helpers.ts';
import { adminCrudRoutes } from '../admin/crud-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { TeamMemberRow } from './repository.ts';

export function toAdminTeamMember(row: TeamMemberRow): AdminTeamMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    photo: row.photo,
    active: row.active,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  sort_order: [asc(teamMembers.sortOrder), asc(teamMembers.id)],
  name: [asc(teamMembers.name), asc(teamMembers.id)],
  '-updated_at': [desc(teamMembers.updatedAt), desc(teamMembers.id)],
} satisfies Record<string, SQL[]>;

export function adminTeamRoutes(db: Db, audit: AuditLog) {
  return adminCrudRoutes(db, audit, {
    path: '/admin/team',
    entityType: 'team_member',
    table: teamMembers,
    idColumn: teamMembers.id,
    roles: ['admin', 'editor'],
    inputSchema: teamMemberInputSchema,
    listQuerySchema: adminTeamMemberListQuerySchema,
    where: (query) => {
      const conditions: (SQL | undefined)[] = [];
      if (query.active !== undefined) conditions.push(eq(teamMembers.active, query.active));
      if (query.search) {
        const term = likePattern(query.search);
        conditions.push(or(ilike(teamMembers.name, term), localizedContains(teamMembers.role, query.search)));
      }
      return and(...conditions);
    },
    orderBy: (query) => SORTS[query.sort],
    toValues: (input) => ({
      name: input.name,
      role: input.role,
      bio: input.bio,
      photo: input.photo,
      active: input.active,
      sortOrder: input.sort_order,
    }),
    toAdmin: (row) => toAdminTeamMember(row as unknown as TeamMemberRow),
    transitions: {
      activate: { active: true },
      deactivate: { active: false },
    },
    stats: async () => {
      const [row] = await db
        .select({ total: count(), active: count(sql`case when ${teamMembers.active} then 1 end`) })
        .from(teamMembers);
      const total = row?.total ?? 0;
      const active = row?.active ?? 0;
      return { total, active, inactive: total - active };
    },
  });
}
