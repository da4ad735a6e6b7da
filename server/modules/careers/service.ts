import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import { publicAnswerOf } from '../content/public-answer.ts';
import { notFound } from '../../http/errors.ts';
import type { JobPostsRepository } from './repository.ts';

/** A careers row as the public API answers it, in the visitor's language (drawn from the declaration). */
export const toPublicJobPost = publicAnswerOf(jobPostsKind);

/** What visitors may read: open job posts that still accept applications. */
export function createPublicCareersService(repository: JobPostsRepository) {
  return {
    async open(language: Language) {
      const rows = await repository.listOpen();
      return rows.map((row) => toPublicJobPost(row, language));
    },
    async bySlug(slug: string, language: Language) {
      const row = await repository.findOpenBySlug(slug, language);
      if (!row) throw notFound();
      return toPublicJobPost(row, language);
    },
    /** The title of a published post that no longer takes applications (closed or past its last day), else null. */
    async closedTitle(slug: string, language: Language) {
      const found = await repository.findPublishedBySlug(slug, language);
      return found && !found.accepting ? pickLanguage(found.row.title, language) : null;
    },
  };
}

export type PublicCareersService = ReturnType<typeof createPublicCareersService>;
