import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { notFound } from '../../http/errors.ts';
import type { ServiceRow, ServicesRepository } from './repository.ts';

export function toPublicService(row: ServiceRow, language: Language): PublicService {
  return {
    id: row.id,
    name: pickLanguage(row.name, language),
    slug: row.slug,
    short_description: pickLanguage(row.shortDescription, language),
    description: pickLanguage(row.description, language),
    icon: row.icon,
    featured_image: row.featuredImage,
    features: row.features.map((feature) => pickLanguage(feature, language)),
    process: row.process.map((step) => ({
      title: pickLanguage(step.title, language),
      description: pickLanguage(step.description, language),
    })),
    faqs: row.faqs.map((faq) => ({
      question: pickLanguage(faq.question, language),
      answer: pickLanguage(faq.answer, language),
    })),
    active: row.active,
    featured: row.featured,
    sort_order: row.sortOrder,
  };
}

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
      const row = await repository.findActiveBySlug(slug);
      if (!row) throw notFound();
      return toPublicService(row, language);
    },
  };
}

export type PublicServicesService = ReturnType<typeof createPublicServicesService>;
