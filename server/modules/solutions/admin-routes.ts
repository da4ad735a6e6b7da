import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AdminSolution, adminSolutionListQuerySchema, solutionInputSchema } from '#contract/schemas/solution.ts';
import type { Db } from '../../db/client.ts';
import { solutions } from '../../db/schema.ts';
import { sanitizeLocalizedRichText } from '../../lib/sanitize-rich-text.ts';
import { localizedContains } from '../../lib/sql-helpers.ts';
import { adminCrudRoutes } from '../admin/crud-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { SolutionRow } from './repository.ts';

export function toAdminSolution(row: SolutionRow): AdminSolution {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    body: row.body,
    features: row.features,
    icon: row.icon,
    image: row.image,
    active: row.active,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  sort_order: [asc(solutions.sortOrder), asc(solutions.id)],
  name: [asc(sql`${solutions.name}->>'fr'`), asc(solutions.id)],
  '-updated_at': [desc(solutions.updatedAt), desc(solutions.id)],
} satisfies Record<string, SQL[]>;

export function adminSolutionsRoutes(db: Db, audit: AuditLog) {
  return adminCrudRoutes(db, audit, {
    path: '/admin/solutions',
    entityType: 'solution',
    table: solutions,
    idColumn: solutions.id,
    roles: ['admin', 'editor'],
    inputSchema: solutionInputSchema,
    listQuerySchema: adminSolutionListQuerySchema,
    where: (query) => {
      const conditions: SQL[] = [];
      if (query.active !== undefined) conditions.push(eq(solutions.active, query.active));
      if (query.search) conditions.push(localizedContains(solutions.name, query.search));
      return and(...conditions);
    },
    orderBy: (query) => SORTS[query.sort],
    toValues: (input) => ({
      name: input.name,
      summary: input.summary,
      body: sanitizeLocalizedRichText(input.body, 'body'),
      features: input.features,
      icon: input.icon,
      image: input.image,
      active: input.active,
      sortOrder: input.sort_order,
    }),
    toAdmin: (row) => toAdminSolution(row as unknown as SolutionRow),
    slug: { column: solutions.slug, source: (input) => input.name.fr },
    transitions: {
      activate: { active: true },
      deactivate: { active: false },
    },
    stats: async () => {
      const [row] = await db
        .select({ total: count(), active: count(sql`case when ${solutions.active} then 1 end`) })
        .from(solutions);
      const total = row?.total ?? 0;
      const active = row?.active ?? 0;
      return { total, active, inactive: total - active };
    },
  });
}
