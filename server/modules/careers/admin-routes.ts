import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AdminJobPost,
  adminJobPostListQuerySchema,
  type EmploymentType,
  jobPostInputSchema,
  type JobPostStatus,
} from '#contract/schemas/career.ts';
import type { Db } from '../../db/client.ts';
import { jobPosts } from '../../db/schema.ts';
import { sanitizeLocalizedRichText } from '../../lib/sanitize-rich-text.ts';
import { localizedContains } from '../../lib/sql-helpers.ts';
import { adminCrudRoutes } from '../admin/crud-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { JobPostRow } from './repository.ts';

export function toAdminJobPost(row: JobPostRow): AdminJobPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    location: row.location,
    employment_type: row.employmentType as EmploymentType,
    status: row.status as JobPostStatus,
    closes_on: row.closesOn,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  '-created_at': [desc(jobPosts.createdAt), desc(jobPosts.id)],
  title: [asc(sql`${jobPosts.title}->>'fr'`), asc(jobPosts.id)],
  closes_on: [sql`${jobPosts.closesOn} asc nulls last`, asc(jobPosts.id)],
  '-updated_at': [desc(jobPosts.updatedAt), desc(jobPosts.id)],
} satisfies Record<string, SQL[]>;

export function adminCareersRoutes(db: Db, audit: AuditLog) {
  return adminCrudRoutes(db, audit, {
    path: '/admin/careers',
    entityType: 'job_post',
    table: jobPosts,
    idColumn: jobPosts.id,
    roles: ['admin', 'editor'],
    inputSchema: jobPostInputSchema,
    listQuerySchema: adminJobPostListQuerySchema,
    where: (query) => {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(jobPosts.status, query.status));
      if (query.search) conditions.push(localizedContains(jobPosts.title, query.search));
      return and(...conditions);
    },
    orderBy: (query) => SORTS[query.sort],
    toValues: (input) => ({
      title: input.title,
      summary: input.summary,
      body: sanitizeLocalizedRichText(input.body, 'body'),
      location: input.location,
      employmentType: input.employment_type,
      status: input.status,
      closesOn: input.closes_on,
    }),
    toAdmin: (row) => toAdminJobPost(row as unknown as JobPostRow),
    slug: { column: jobPosts.slug, source: (input) => input.title.fr },
    transitions: {
      open: { status: 'open' },
      close: { status: 'closed' },
    },
    stats: async () => {
      const [row] = await db
        .select({
          total: count(),
          open: count(sql`case when ${jobPosts.status} = 'open' then 1 end`),
        })
        .from(jobPosts);
      const total = row?.total ?? 0;
      const open = row?.open ?? 0;
      return { total, open, closed: total - open };
    },
  });
}
