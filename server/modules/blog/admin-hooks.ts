import { sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema.ts';
import { hasTag } from '../../lib/sql-helpers.ts';
import type { ContentKindHooks } from '../admin/content-kind-store.ts';

/** What the blog's declaration cannot say (ADR 0009): its dates and its tag filter. */
export const blogAdminHooks: ContentKindHooks = {
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
};
