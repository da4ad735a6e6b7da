import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPosts } from '../../db/schema.ts';
import type { Language } from '#contract/languages.ts';
import { bySlugIn } from '../../lib/sql-helpers.ts';

export type JobPostRow = typeof jobPosts.$inferSelect;

/**
 * What visitors may read: open posts whose last day to apply has not passed. Days are
 * counted in GMT, the company's time zone, whatever the database server's setting.
 */
export const isPublicJobPost = and(
  eq(jobPosts.status, 'open'),
  or(isNull(jobPosts.closesOn), gte(jobPosts.closesOn, sql`(now() at time zone 'UTC')::date`)),
);

// Newest first; the id breaks ties between posts created in the same transaction.
const ordering = [desc(jobPosts.createdAt), desc(jobPosts.id)];

export function createJobPostsRepository(db: Db) {
  return {
    listOpen() {
      return db
        .select()
        .from(jobPosts)
        .where(isPublicJobPost)
        .orderBy(...ordering);
    },
    async findOpenBySlug(slug: string, language: Language) {
      const named = bySlugIn(jobPosts, slug, language);
      const [row] = await db
        .select()
        .from(jobPosts)
        .where(and(named.where, isPublicJobPost))
        .orderBy(named.ownFirst)
        .limit(1);
      return row ?? null;
    },
  };
}

export type JobPostsRepository = ReturnType<typeof createJobPostsRepository>;
