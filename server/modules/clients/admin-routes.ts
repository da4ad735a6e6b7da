import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { type AdminClient, adminClientListQuerySchema, clientInputSchema } from '#contract/schemas/client.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { adminCrudRoutes } from '../admin/crud-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ClientRow } from './repository.ts';
import { likePattern } from '../../lib/sql-helpers.ts';

export function toAdminClient(row: ClientRow): AdminClient {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    website_url: row.websiteUrl,
    sector: row.sector,
    active: row.active,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  sort_order: [asc(clients.sortOrder), asc(clients.id)],
  name: [asc(clients.name), asc(clients.id)],
  '-updated_at': [desc(clients.updatedAt), desc(clients.id)],
} satisfies Record<string, SQL[]>;

export function adminClientsRoutes(db: Db, audit: AuditLog) {
  return adminCrudRoutes(db, audit, {
    path: '/admin/clients',
    entityType: 'client',
    table: clients,
    idColumn: clients.id,
    roles: ['admin', 'editor'],
    inputSchema: clientInputSchema,
    listQuerySchema: adminClientListQuerySchema,
    where: (query) => {
      const conditions: SQL[] = [];
      if (query.active !== undefined) conditions.push(eq(clients.active, query.active));
      if (query.search) conditions.push(ilike(clients.name, likePattern(query.search)));
      return and(...conditions);
    },
    orderBy: (query) => SORTS[query.sort],
    toValues: (input) => ({
      name: input.name,
      logo: input.logo,
      websiteUrl: input.website_url,
      sector: input.sector,
      active: input.active,
      sortOrder: input.sort_order,
    }),
    toAdmin: (row) => toAdminClient(row as unknown as ClientRow),
    transitions: {
      activate: { active: true },
      deactivate: { active: false },
    },
    stats: async () => {
      const [row] = await db
        .select({ total: count(), active: count(sql`case when ${clients.active} then 1 end`) })
        .from(clients);
      const total = row?.total ?? 0;
      const active = row?.active ?? 0;
      return { total, active, inactive: total - active };
    },
  });
}
