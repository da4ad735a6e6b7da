import type { PublicContentReader } from '#contract/page-context.ts';
import { MAX_ID } from '#contract/schemas/common.ts';
import type { PublicBlogService } from '../modules/blog/service.ts';
import type { PublicCareersService } from '../modules/careers/service.ts';
import type { PublicClientsService } from '../modules/clients/service.ts';
import type { PublicProjectsService } from '../modules/projects/service.ts';
import type { PublicServicesService } from '../modules/services/service.ts';
import type { PublicSettingsService } from '../modules/settings/service.ts';
import type { PublicSolutionsService } from '../modules/solutions/service.ts';
import type { PublicTeamService } from '../modules/team/service.ts';
import type { PublicTestimonialsService } from '../modules/testimonials/service.ts';
import { HttpError } from './errors.ts';

export interface PublicContentServices {
  settings: PublicSettingsService;
  services: PublicServicesService;
  projects: PublicProjectsService;
  testimonials: PublicTestimonialsService;
  blog: PublicBlogService;
  careers: PublicCareersService;
  solutions: PublicSolutionsService;
  clients: PublicClientsService;
  team: PublicTeamService;
}

async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The public reads of the API, in-process, for page loaders. */
export function createPublicContentReader(content: PublicContentServices): PublicContentReader {
  const { settings, services, projects, testimonials, blog, careers, solutions, clients, team } = content;
  return {
    settings: (language) => settings.get(language),
    featuredServices: (language) => services.featured(language),
    activeServices: (language) => services.active(language),
    serviceBySlug: (slug, language) => nullWhenNotFound(services.bySlug(slug, language)),
    projects: (query, language) => projects.list(query, language),
    projectByKey: (key, language) => nullWhenNotFound(projects.byKey(key, language)),
    featuredProjects: (language) => projects.featured(language),
    featuredTestimonials: (language) => testimonials.featured(language),
    approvedTestimonials: (language) => testimonials.approved(language),
    testimonialsByService: async (serviceId, language) => {
      // An id no row can have would be refused by the database rather than match nothing.
      if (!Number.isInteger(serviceId) || serviceId < 1 || serviceId > MAX_ID) return [];
      return (await nullWhenNotFound(testimonials.byService(serviceId, language))) ?? [];
    },
    blogPosts: (query, language) => blog.list(query, language),
    blogPostBySlug: (slug, language) => nullWhenNotFound(blog.bySlug(slug, language)),
    openJobs: (language) => careers.open(language),
    jobBySlug: (slug, language) => nullWhenNotFound(careers.bySlug(slug, language)),
    solutions: (language) => solutions.active(language),
    solutionBySlug: (slug, language) => nullWhenNotFound(solutions.bySlug(slug, language)),
    clients: (language) => clients.active(language),
    team: (language) => team.active(language),
  };
}
