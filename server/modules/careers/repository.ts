import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPosts } from '../../db/schema.ts';

export type JobPostRow = typeof jobPosts.$inferSelect;

/**
 * What visitors may read: open posts whose last day to apply has not passed. Days are
 * counted in GMT, the company's time zone, whatever the database server's setting.
 */
const isPublic = and(
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
        .where(isPublic)
        .orderBy(...ordering);
    },
    async findOpenBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(jobPosts)
        .where(and(eq(jobPosts.slug, slug), isPublic));
      return row ?? null;
    },
  };
}

export type JobPostsRepository = ReturnType<typeof createJobPostsRepository>;
