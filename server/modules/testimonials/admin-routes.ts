import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  type AdminTestimonial,
  type TestimonialStats,
  adminTestimonialListQuerySchema,
  testimonialInputSchema,
} from '#contract/schemas/testimonial.ts';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema.ts';
import { likePattern, localizedContains } from '../../lib/sql-helpers.ts';
import { adminCrudRoutes } from '../admin/crud-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { TestimonialRow } from './repository.ts';

export function toAdminTestimonial(row: TestimonialRow): AdminTestimonial {
  return {
    id: row.id,
    content: row.content,
    client_name: row.clientName,
    client_title: row.clientTitle,
    client_company: row.clientCompany,
    client_photo: row.clientPhoto,
    client_email: row.clientEmail,
    rating: row.rating,
    service_id: row.serviceId,
    project_id: row.projectId,
    status: row.status,
    featured: row.featured,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  '-created_at': [desc(testimonials.createdAt), desc(testimonials.id)],
  created_at: [asc(testimonials.createdAt), asc(testimonials.id)],
  client_name: [asc(testimonials.clientName), asc(testimonials.id)],
} satisfies Record<string, SQL[]>;

/** The moderation queue: edit, delete, approve, reject, feature, unfeature (spec section 7). */
export function adminTestimonialsRoutes(db: Db, audit: AuditLog) {
  return adminCrudRoutes(db, audit, {
    path: '/admin/testimonials',
    entityType: 'testimonial',
    table: testimonials,
    idColumn: testimonials.id,
    roles: ['admin', 'editor'],
    inputSchema: testimonialInputSchema,
    listQuerySchema: adminTestimonialListQuerySchema,
    where: (query) => {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(testimonials.status, query.status));
      if (query.featured !== undefined) conditions.push(eq(testimonials.featured, query.featured));
      if (query.search) {
        const term = likePattern(query.search);
        const match = or(ilike(testimonials.clientName, term), localizedContains(testimonials.content, query.search));
        if (match) conditions.push(match);
      }
      return and(...conditions);
    },
    orderBy: (query) => SORTS[query.sort],
    toValues: (input) => ({
      content: input.content,
      clientName: input.client_name,
      clientTitle: input.client_title,
      clientCompany: input.client_company,
      clientPhoto: input.client_photo,
      clientEmail: input.client_email,
      rating: input.rating,
      serviceId: input.service_id,
      projectId: input.project_id,
      status: input.status,
      featured: input.featured,
    }),
    toAdmin: (row) => toAdminTestimonial(row as unknown as TestimonialRow),
    foreignKeys: {
      service_id: 'testimonials_service_id_services_id_fk',
      project_id: 'testimonials_project_id_projects_id_fk',
    },
    transitions: {
      approve: { status: 'approved' },
      reject: { status: 'rejected', featured: false },
      feature: { featured: true },
      unfeature: { featured: false },
    },
    stats: async () => {
      const [row] = await db
        .select({
          total: count(),
          pending: count(sql`case when ${testimonials.status} = 'pending' then 1 end`),
          approved: count(sql`case when ${testimonials.status} = 'approved' then 1 end`),
          rejected: count(sql`case when ${testimonials.status} = 'rejected' then 1 end`),
          featured: count(sql`case when ${testimonials.featured} then 1 end`),
        })
        .from(testimonials);
      return {
        total: row?.total ?? 0,
        pending: row?.pending ?? 0,
        approved: row?.approved ?? 0,
        rejected: row?.rejected ?? 0,
        featured: row?.featured ?? 0,
      } satisfies TestimonialStats;
    },
  });
}
