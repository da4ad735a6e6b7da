import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { PublicSolution } from '#contract/schemas/solution.ts';
import { notFound } from '../../http/errors.ts';
import type { SolutionRow, SolutionsRepository } from './repository.ts';

export function toPublicSolution(row: SolutionRow, language: Language): PublicSolution {
  return {
    id: row.id,
    slug: row.slug,
    name: pickLanguage(row.name, language),
    summary: pickLanguage(row.summary, language),
    body: pickLanguage(row.body, language),
    features: row.features.map((feature) => pickLanguage(feature, language)),
    icon: row.icon,
    image: row.image,
  };
}

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
