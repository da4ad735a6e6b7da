import { sql } from 'drizzle-orm';
import { hasTag } from '../../lib/sql-helpers.ts';
import { blogPostsKind } from '#contract/content-kinds/blog-posts.ts';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { contentKindRoutes } from '../admin/content-kind-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function adminBlogRoutes(db: Db, audit: AuditLog) {
  return contentKindRoutes(db, audit, blogPostsKind, blogPosts, {
    // A post published without a date is dated now, by the database clock the public list compares with.
    onWrite: (values, input) => {
      if (input.status === 'published' && input.published_at === null) values.publishedAt = sql`now()`;
      else if (input.status === 'published' && input.published_at === undefined) {
        values.publishedAt = sql`coalesce(${blogPosts.publishedAt}, now())`;
      }
    },
    // Publishing again keeps the first publication date.
    transitions: { publish: () => ({ publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` }) },
    where: (query) => (typeof query.tag === 'string' ? hasTag(blogPosts.tags, query.tag) : undefined),
  });
}
