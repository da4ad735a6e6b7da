import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { publicAnswerOf } from '../content/public-answer.ts';
import type { Language } from '#contract/languages.ts';
import { notFound } from '../../http/errors.ts';
import type { ProjectsRepository } from '../projects/repository.ts';
import type { ServicesRepository } from '../services/repository.ts';
import type { TestimonialsRepository } from './repository.ts';

/** A testimonials row as the public API answers it, in the visitor's language (drawn from the declaration). */
export const toPublicTestimonial = publicAnswerOf(testimonialsKind);

export interface TestimonialListQuery {
  page: number;
  per_page: number;
  featured?: boolean | undefined;
  service_id?: number | undefined;
  project_id?: number | undefined;
}

interface Dependencies {
  testimonials: TestimonialsRepository;
  services: ServicesRepository;
  projects: ProjectsRepository;
}

/** What visitors may read: approved testimonials only (submissions: submission.ts). */
export function createPublicTestimonialsService({ testimonials, services, projects }: Dependencies) {
  const approved = async (
    filter: { featured?: boolean; serviceId?: number; projectId?: number },
    language: Language,
  ) => {
    const rows = await testimonials.listAll({ status: 'approved', ...filter });
    return rows.map((row) => toPublicTestimonial(row, language));
  };

  return {
    async list(query: TestimonialListQuery, language: Language) {
      // Filtering by a hidden service or a draft project must not reveal its testimonials.
      const hiddenService = query.service_id && !(await services.findActiveById(query.service_id));
      const hiddenProject = query.project_id && !(await projects.findPublished({ id: query.project_id }));
      if (hiddenService || hiddenProject) return { items: [], total: 0 };
      const { rows, total } = await testimonials.list(
        { status: 'approved', featured: query.featured, serviceId: query.service_id, projectId: query.project_id },
        query.page,
        query.per_page,
      );
      return { items: rows.map((row) => toPublicTestimonial(row, language)), total };
    },
    approved: (language: Language) => approved({}, language),
    featured: (language: Language) => approved({ featured: true }, language),
    async byService(serviceId: number, language: Language) {
      if (!(await services.findActiveById(serviceId))) throw notFound();
      return approved({ serviceId }, language);
    },
    async byProject(projectId: number, language: Language) {
      if (!(await projects.findPublished({ id: projectId }))) throw notFound();
      return approved({ projectId }, language);
    },
  };
}

export type PublicTestimonialsService = ReturnType<typeof createPublicTestimonialsService>;
