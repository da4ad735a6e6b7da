import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { ProjectCategory, PublicProject } from '#contract/schemas/project.ts';
import { notFound } from '../../http/errors.ts';
import type { ProjectRow, ProjectsRepository } from './repository.ts';

export function toPublicProject(row: ProjectRow, language: Language): PublicProject {
  return {
    id: row.id,
    slug: row.slug,
    title: pickLanguage(row.title, language),
    summary: pickLanguage(row.summary, language),
    body: pickLanguage(row.body, language),
    category: row.category as ProjectCategory,
    client_name: row.clientName,
    service_id: row.serviceId,
    cover_image: row.coverImage,
    gallery: row.gallery,
    technologies: row.technologies,
    project_url: row.projectUrl,
    completed_on: row.completedOn,
    featured: row.featured,
    published: row.published,
  };
}

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
      const row = await repository.findPublished(parseProjectKey(key));
      if (!row) throw notFound();
      return toPublicProject(row, language);
    },
  };
}

export type PublicProjectsService = ReturnType<typeof createPublicProjectsService>;
