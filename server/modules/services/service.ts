import { servicesKind } from '#contract/content-kinds/services.ts';
import type { Language } from '#contract/languages.ts';
import { publicAnswerOf } from '../content/public-answer.ts';
import { notFound } from '../../http/errors.ts';
import type { ServicesRepository } from './repository.ts';

/** A services row as the public API answers it, in the visitor's language (drawn from the declaration). */
export const toPublicService = publicAnswerOf(servicesKind);

export interface ServiceListQuery {
  page: number;
  per_page: number;
  featured?: boolean | undefined;
  search?: string | undefined;
}

/** What visitors may read: active services only. */
export function createPublicServicesService(repository: ServicesRepository) {
  return {
    async list(query: ServiceListQuery, language: Language) {
      const { rows, total } = await repository.list(
        { activeOnly: true, featured: query.featured, search: query.search },
        query.page,
        query.per_page,
      );
      return { items: rows.map((row) => toPublicService(row, language)), total };
    },
    async active(language: Language) {
      const rows = await repository.listAll({ activeOnly: true });
      return rows.map((row) => toPublicService(row, language));
    },
    async featured(language: Language) {
      const rows = await repository.listAll({ activeOnly: true, featured: true });
      return rows.map((row) => toPublicService(row, language));
    },
    async bySlug(slug: string, language: Language) {
      const row = await repository.findActiveBySlug(slug, language);
      if (!row) throw notFound();
      return toPublicService(row, language);
    },
  };
}

export type PublicServicesService = ReturnType<typeof createPublicServicesService>;
