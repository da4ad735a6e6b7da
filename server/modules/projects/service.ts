import { projectsKind } from '#contract/content-kinds/projects.ts';
import type { Language } from '#contract/languages.ts';
import { publicAnswerOf } from '../content/public-answer.ts';
import { notFound } from '../../http/errors.ts';
import type { ProjectsRepository } from './repository.ts';

/** A projects row as the public API answers it, in the visitor's language (drawn from the declaration). */
export const toPublicProject = publicAnswerOf(projectsKind);

export interface ProjectListQuery {
  page: number;
  per_page: number;
  featured?: boolean | undefined;
  category?: string | undefined;
  service_id?: number | undefined;
  search?: string | undefined;
}

/** A key made only of digits is an id; anything else is a slug (spec section 7). */
export function parseProjectKey(key: string): { id: number } | { slug: string } {
  return /^\d{1,9}$/.test(key) ? { id: Number(key) } : { slug: key };
}

/** What visitors may read: published projects only. */
export function createPublicProjectsService(repository: ProjectsRepository) {
  return {
    async list(query: ProjectListQuery, language: Language) {
      const { rows, total } = await repository.list(
        {
          publishedOnly: true,
          featured: query.featured,
          category: query.category,
          serviceId: query.service_id,
          search: query.search,
        },
        query.page,
        query.per_page,
      );
      return { items: rows.map((row) => toPublicProject(row, language)), total };
    },
    async featured(language: Language) {
      const rows = await repository.listAll({ publishedOnly: true, featured: true });
      return rows.map((row) => toPublicProject(row, language));
    },
    async byKey(key: string, language: Language) {
      const row = await repository.findPublished(parseProjectKey(key), language);
      if (!row) throw notFound();
      return toPublicProject(row, language);
    },
  };
}

export type PublicProjectsService = ReturnType<typeof createPublicProjectsService>;
