import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AdminProject,
  adminProjectListQuerySchema,
  type ProjectCategory,
  projectInputSchema,
  RESERVED_PROJECT_SLUGS,
} from '#contract/schemas/project.ts';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { sanitizeLocalizedRichText } from '../../lib/sanitize-rich-text.ts';
import { localizedContains } from '../../lib/sql-helpers.ts';
import { adminCrudRoutes } from '../admin/crud-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ProjectRow } from './repository.ts';

export function toAdminProject(row: ProjectRow): AdminProject {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    category: row.category as ProjectCategory,
    client_name: row.clientName,
    service_id: row.serviceId,
    cover_image: row.coverImage,
    gallery: row.gallery,
    technologies: row.technologies,
    project_url: row.projectUrl,
    completed_on: row.completedOn,
    published: row.published,
    featured: row.featured,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  sort_order: [asc(projects.sortOrder), asc(projects.id)],
  title: [asc(sql`${projects.title}->>'fr'`), asc(projects.id)],
  '-completed_on': [sql`${projects.completedOn} desc nulls last`, desc(projects.id)],
  '-updated_at': [desc(projects.updatedAt), desc(projects.id)],
} satisfies Record<string, SQL[]>;

export function adminProjectsRoutes(db: Db, audit: AuditLog) {
  return adminCrudRoutes(db, audit, {
    path: '/admin/projects',
    entityType: 'project',
    table: projects,
    idColumn: projects.id,
    roles: ['admin', 'editor'],
    inputSchema: projectInputSchema,
    listQuerySchema: adminProjectListQuerySchema,
    where: (query) => {
      const conditions: SQL[] = [];
      if (query.published !== undefined) conditions.push(eq(projects.published, query.published));
      if (query.featured !== undefined) conditions.push(eq(projects.featured, query.featured));
      if (query.category) conditions.push(eq(projects.category, query.category));
      if (query.search) conditions.push(localizedContains(projects.title, query.search));
      return and(...conditions);
    },
    orderBy: (query) => SORTS[query.sort],
    toValues: (input) => ({
      title: input.title,
      summary: input.summary,
      body: sanitizeLocalizedRichText(input.body, 'body'),
      category: input.category,
      clientName: input.client_name,
      serviceId: input.service_id,
      coverImage: input.cover_image,
      gallery: input.gallery,
      technologies: input.technologies,
      projectUrl: input.project_url,
      completedOn: input.completed_on,
      published: input.published,
      featured: input.featured,
      sortOrder: input.sort_order,
    }),
    toAdmin: (row) => toAdminProject(row as unknown as ProjectRow),
    slug: { column: projects.slug, source: (input) => input.title.fr, reserved: RESERVED_PROJECT_SLUGS },
    foreignKeys: { service_id: 'projects_service_id_services_id_fk' },
    transitions: {
      publish: { published: true },
      unpublish: { published: false },
      feature: { featured: true },
      unfeature: { featured: false },
    },
    stats: async () => {
      const [row] = await db
        .select({
          total: count(),
          published: count(sql`case when ${projects.published} then 1 end`),
          featured: count(sql`case when ${projects.featured} then 1 end`),
        })
        .from(projects);
      const total = row?.total ?? 0;
      const published = row?.published ?? 0;
      return { total, published, drafts: total - published, featured: row?.featured ?? 0 };
    },
  });
}
