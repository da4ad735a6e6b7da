import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { JobPostsRepository } from './repository.ts';

/** What the careers pages read beyond the declared public reads: a post that no longer takes applications. */
export function createClosedJobPosts(repository: JobPostsRepository) {
  return {
    /** The title of a published post that no longer takes applications (closed or past its last day), else null. */
    async closedTitle(slug: string, language: Language) {
      const found = await repository.findPublishedBySlug(slug, language);
      return found && !found.accepting ? pickLanguage(found.row.title, language) : null;
    },
  };
}

export type ClosedJobPosts = ReturnType<typeof createClosedJobPosts>;
