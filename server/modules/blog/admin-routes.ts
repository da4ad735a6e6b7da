import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import {
  type AdminBlogPost,
  adminBlogPostListQuerySchema,
  blogPostInputSchema,
  type BlogPostStatus,
} from '#contract/schemas/blog.ts';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { sanitizeLocalizedRichText } from '../../lib/sanitize-rich-text.ts';
import { localizedContains } from '../../lib/sql-helpers.ts';
import { adminCrudRoutes } from '../admin/crud-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { BlogPostRow } from './repository.ts';

export function toAdminBlogPost(row: BlogPostRow): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cover_image: row.coverImage,
    author_name: row.authorName,
    tags: row.tags,
    status: row.status as BlogPostStatus,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  '-published_at': [sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.id)],
  title: [asc(sql`${blogPosts.title}->>'fr'`), asc(blogPosts.id)],
  '-updated_at': [desc(blogPosts.updatedAt), desc(blogPosts.id)],
} satisfies Record<string, SQL[]>;

export function adminBlogRoutes(db: Db, audit: AuditLog) {
  return adminCrudRoutes(db, audit, {
    path: '/admin/blog',
    entityType: 'blog_post',
    table: blogPosts,
    idColumn: blogPosts.id,
    roles: ['admin', 'editor'],
    inputSchema: blogPostInputSchema,
    listQuerySchema: adminBlogPostListQuerySchema,
    where: (query) => {
      const conditions: (SQL | undefined)[] = [];
      if (query.status) conditions.push(eq(blogPosts.status, query.status));
      if (query.tag) conditions.push(sql`${blogPosts.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
      if (query.search) {
        conditions.push(
          or(localizedContains(blogPosts.title, query.search), localizedContains(blogPosts.excerpt, query.search)),
        );
      }
      return and(...conditions);
    },
    orderBy: (query) => SORTS[query.sort],
    toValues: (input) => ({
      title: input.title,
      excerpt: input.excerpt,
      body: sanitizeLocalizedRichText(input.body, 'body'),
      coverImage: input.cover_image,
      authorName: input.author_name,
      tags: input.tags,
      status: input.status,
      // A published post without a date is dated now, by the database clock the public list compares with.
      publishedAt:
        input.published_at !== null ? new Date(input.published_at) : input.status === 'published' ? sql`now()` : null,
    }),
    toAdmin: (row) => toAdminBlogPost(row as unknown as BlogPostRow),
    slug: { column: blogPosts.slug, source: (input) => input.title.fr },
    transitions: {
      // Publishing again keeps the first publication date.
      publish: () => ({ status: 'published', publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` }),
      unpublish: { status: 'draft' },
    },
    stats: async () => {
      const [row] = await db
        .select({
          total: count(),
          published: count(sql`case when ${blogPosts.status} = 'published' then 1 end`),
        })
        .from(blogPosts);
      const total = row?.total ?? 0;
      const published = row?.published ?? 0;
      return { total, published, drafts: total - published };
    },
  });
}
