import { and } from 'drizzle-orm';
import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import type { Language } from '#contract/languages.ts';
import type { Db } from '../../db/client.ts';
import { jobPosts } from '../../db/schema.ts';
import { bySlugIn } from '../../lib/sql-helpers.ts';
import { isDue, publicRuleOf } from '../content/public-rules.ts';

/** Open, published, its last day to apply not passed: what the careers page lists. */
export const OPEN_JOB_POSTS = publicRuleOf(jobPostsKind, jobPosts);

/** What the careers page and the applications need beyond the declared public reads (ADR 0044). */
export function createJobPostsRepository(db: Db) {
  return {
    /**
     * A published post named by a slug of either language, open or not, and whether it still takes
     * applications (open, its last day not passed); a scheduled post is unknown.
     */
    async findPublishedBySlug(slug: string, language: Language) {
      const named = bySlugIn(jobPosts, slug, language);
      const [found] = await db
        .select({ row: jobPosts, accepting: OPEN_JOB_POSTS })
        .from(jobPosts)
        .where(and(named.where, isDue(jobPosts.publishAt)))
        .orderBy(named.ownFirst)
        .limit(1);
      return found ? { row: found.row, accepting: Boolean(found.accepting) } : null;
    },
  };
}

export type JobPostsRepository = ReturnType<typeof createJobPostsRepository>;
