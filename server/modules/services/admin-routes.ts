import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AdminService,
  adminServiceListQuerySchema,
  RESERVED_SERVICE_SLUGS,
  serviceInputSchema,
} from '#contract/schemas/service.ts';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema.ts';
import { localizedContains } from '../../lib/sql-helpers.ts';
import { adminCrudRoutes } from '../admin/crud-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ServiceRow } from './repository.ts';

export function toAdminService(row: ServiceRow): AdminService {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    short_description: row.shortDescription,
    description: row.description,
    features: row.features,
    process: row.process,
    faqs: row.faqs,
    icon: row.icon,
    featured_image: row.featuredImage,
    active: row.active,
    featured: row.featured,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  sort_order: [asc(services.sortOrder), asc(services.id)],
  name: [asc(sql`${services.name}->>'fr'`), asc(services.id)],
  updated_at: [asc(services.updatedAt), asc(services.id)],
  '-updated_at': [desc(services.updatedAt), desc(services.id)],
} satisfies Record<string, SQL[]>;

export function adminServicesRoutes(db: Db, audit: AuditLog) {
  return adminCrudRoutes(db, audit, {
    path: '/admin/services',
    entityType: 'service',
    table: services,
    idColumn: services.id,
    roles: ['admin', 'editor'],
    inputSchema: serviceInputSchema,
    listQuerySchema: adminServiceListQuerySchema,
    where: (query) => {
      const conditions: SQL[] = [];
      if (query.active !== undefined) conditions.push(eq(services.active, query.active));
      if (query.featured !== undefined) conditions.push(eq(services.featured, query.featured));
      if (query.search) conditions.push(localizedContains(services.name, query.search));
      return and(...conditions);
    },
    orderBy: (query) => SORTS[query.sort],
    toValues: (input) => ({
      name: input.name,
      shortDescription: input.short_description,
      description: input.description,
      features: input.features,
      process: input.process,
      faqs: input.faqs,
      icon: input.icon,
      featuredImage: input.featured_image,
      active: input.active,
      featured: input.featured,
      sortOrder: input.sort_order,
    }),
    toAdmin: (row) => toAdminService(row as unknown as ServiceRow),
    slug: { column: services.slug, source: (input) => input.name.fr, reserved: RESERVED_SERVICE_SLUGS },
    transitions: {
      activate: { active: true },
      deactivate: { active: false },
      feature: { featured: true },
      unfeature: { featured: false },
    },
    stats: async () => {
      const [row] = await db
        .select({
          total: count(),
          active: count(sql`case when ${services.active} then 1 end`),
          featured: count(sql`case when ${services.featured} then 1 end`),
        })
        .from(services);
      const total = row?.total ?? 0;
      const active = row?.active ?? 0;
      return { total, active, inactive: total - active, featured: row?.featured ?? 0 };
    },
  });
}
