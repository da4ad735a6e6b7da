import { solutionsKind } from '#contract/content-kinds/solutions.ts';
import type { Language } from '#contract/languages.ts';
import { publicAnswerOf } from '../content/public-answer.ts';
import { notFound } from '../../http/errors.ts';
import type { SolutionsRepository } from './repository.ts';

/** A solutions row as the public API answers it, in the visitor's language (drawn from the declaration). */
export const toPublicSolution = publicAnswerOf(solutionsKind);

/** What visitors may read: active solutions only. */
export function createPublicSolutionsService(repository: SolutionsRepository) {
  return {
    async active(language: Language) {
      const rows = await repository.listActive();
      return rows.map((row) => toPublicSolution(row, language));
    },
    async bySlug(slug: string, language: Language) {
      const row = await repository.findActiveBySlug(slug);
      if (!row) throw notFound();
      return toPublicSolution(row, language);
    },
  };
}

export type PublicSolutionsService = ReturnType<typeof createPublicSolutionsService>;
