import type { Language } from '#contract/languages.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import type { PublicKindService } from '../content/public-kind-reads.ts';

interface Dependencies {
  testimonials: PublicKindService;
  services: PublicKindService;
  projects: PublicKindService;
}

/**
 * What the service and project pages read beyond the declared public reads (ADR 0044): the approved
 * testimonials about one item, null when visitors cannot see that item (the API answers 404).
 */
export function createRelatedTestimonials({ testimonials, services, projects }: Dependencies) {
  const about = async (filter: Record<string, number>, language: Language) =>
    (await testimonials.allMatching(filter, language)) as PublicTestimonial[];
  return {
    async byService(serviceId: number, language: Language) {
      return (await services.has(serviceId)) ? about({ service_id: serviceId }, language) : null;
    },
    async byProject(projectId: number, language: Language) {
      return (await projects.has(projectId)) ? about({ project_id: projectId }, language) : null;
    },
  };
}

export type RelatedTestimonials = ReturnType<typeof createRelatedTestimonials>;
