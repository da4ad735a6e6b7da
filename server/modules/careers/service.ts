import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { PublicJobPost } from '#contract/schemas/career.ts';
import { notFound } from '../../http/errors.ts';
import type { JobPostRow, JobPostsRepository } from './repository.ts';

export function toPublicJobPost(row: JobPostRow, language: Language): PublicJobPost {
  return {
    id: row.id,
    slug: row.slug,
    title: pickLanguage(row.title, language),
    summary: pickLanguage(row.summary, language),
    body: pickLanguage(row.body, language),
    location: row.location,
    employment_type: row.employmentType,
    closes_on: row.closesOn,
  };
}

/** What visitors may read: open job posts that still accept applications. */
export function createPublicCareersService(repository: JobPostsRepository) {
  return {
    async open(language: Language) {
      const rows = await repository.listOpen();
      return rows.map((row) => toPublicJobPost(row, language));
    },
    async bySlug(slug: string, language: Language) {
      const row = await repository.findOpenBySlug(slug);
      if (!row) throw notFound();
      return toPublicJobPost(row, language);
    },
  };
}

export type PublicCareersService = ReturnType<typeof createPublicCareersService>;
