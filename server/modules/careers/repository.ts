import { and, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPosts } from '../../db/schema.ts';
import type { Language } from '#contract/languages.ts';
import { bySlugIn } from '../../lib/sql-helpers.ts';
import { isDue, PUBLIC_ROWS } from '../content/public-rules.ts';

export type JobPostRow = typeof jobPosts.$inferSelect;

// Newest first; the id breaks ties between posts created in the same transaction.
const ordering = [desc(jobPosts.createdAt), desc(jobPosts.id)];

export function createJobPostsRepository(db: Db) {
  return {
    listOpen() {
      return db
        .select()
        .from(jobPosts)
        .where(PUBLIC_ROWS.jobPosts)
        .orderBy(...ordering);
    },
    async findOpenBySlug(slug: string, language: Language) {
      const named = bySlugIn(jobPosts, slug, language);
      const [row] = await db
        .select()
        .from(jobPosts)
        .where(and(named.where, PUBLIC_ROWS.jobPosts))
        .orderBy(named.ownFirst)
        .limit(1);
      return row ?? null;
    },
    /**
     * A published post named by a slug of either language, open or not, and whether it still takes
     * applications (open, its last day not passed); a scheduled post is unknown.
     */
    async findPublishedBySlug(slug: string, language: Language) {
      const named = bySlugIn(jobPosts, slug, language);
      const [found] = await db
        .select({ row: jobPosts, accepting: PUBLIC_ROWS.jobPosts })
        .from(jobPosts)
        .where(and(named.where, isDue(jobPosts.publishAt)))
        .orderBy(named.ownFirst)
        .limit(1);
      return found ? { row: found.row, accepting: Boolean(found.accepting) } : null;
    },
  };
}

export type JobPostsRepository = ReturnType<typeof createJobPostsRepository>;
