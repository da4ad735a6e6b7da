import type { PublicContentReader } from '#contract/page-context.ts';
import { MAX_ID } from '#contract/schemas/common.ts';
import type { PublicBlogService } from '../blog/service.ts';
import type { PublicCareersService } from '../careers/service.ts';
import type { PublicClientsService } from '../clients/service.ts';
import type { PublicProjectsService } from '../projects/service.ts';
import type { PublicServicesService } from '../services/service.ts';
import type { PublicSettingsService } from '../settings/service.ts';
import type { PublicSolutionsService } from '../solutions/service.ts';
import type { PublicTeamService } from '../team/service.ts';
import type { PublicTestimonialsService } from '../testimonials/service.ts';
import type { MoneyTransferRepository } from '../money-transfer/repository.ts';
import type { StudyAbroadRepository } from '../study-abroad/repository.ts';
import type { Language } from '#contract/languages.ts';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { HttpError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/errors.ts';
import { findNulCharacter } from '../../http/input-guard.ts';

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
  moneyTransfer: Pick<MoneyTransferRepository, 'offered'>;
  studyAbroad: Pick<StudyAbroadRepository, 'offered'>;
}

async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** A loader that meets an unreachable database ends the page with a 503 (React Router renders the error page). */
function unavailableResponse(): Response {
  return new Response(null, {
    status: 503,
    headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}

type Read<Args extends unknown[], T> = (...args: Args) => Promise<T>;

/** Every read: a NUL character (no row can hold one) finds nothing; an unreachable database answers 503. */
function guarded<Args extends unknown[], T>(read: Read<Args, T>, whenNul: () => T | Promise<T>): Read<Args, T> {
  return async (...args) => {
    if (findNulCharacter(args)) return whenNul();
    try {
      return await read(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw unavailableResponse();
      throw error;
    }
  };
}

/** The header and footer of every page: the last good read stands in while the database is out of reach. */
function lastGoodByLanguage<T>(read: Read<[Language], T>): Read<[Language], T> {
  const lastGood = new Map<Language, T>();
  return async (language) => {
    try {
      const value = await read(language);
      lastGood.set(language, value);
      return value;
    } catch (error) {
      const kept = lastGood.get(language);
      if (kept !== undefined && error instanceof Response && error.status === 503) return kept;
      throw error;
    }
  };
}

const NOT_FOUND = () => null;
const NOTHING = () => [];
const EMPTY_PAGE = () => ({ items: [], total: 0 });

/** The public reads of the API, in-process, for page loaders. */
export function createPublicContentReader(content: PublicContentServices): PublicContentReader {
  const reader = createUnguardedReader(content);
  return {
    settings: lastGoodByLanguage(guarded(reader.settings, () => reader.settings('fr'))),
    featuredServices: guarded(reader.featuredServices, NOTHING),
    activeServices: lastGoodByLanguage(guarded(reader.activeServices, NOTHING)),
    serviceBySlug: guarded(reader.serviceBySlug, NOT_FOUND),
    projects: guarded(reader.projects, EMPTY_PAGE),
    projectByKey: guarded(reader.projectByKey, NOT_FOUND),
    featuredProjects: guarded(reader.featuredProjects, NOTHING),
    featuredTestimonials: guarded(reader.featuredTestimonials, NOTHING),
    approvedTestimonials: guarded(reader.approvedTestimonials, NOTHING),
    testimonialsByService: guarded(reader.testimonialsByService, NOTHING),
    testimonialsByProject: guarded(reader.testimonialsByProject, NOTHING),
    blogPosts: guarded(reader.blogPosts, EMPTY_PAGE),
    blogPostBySlug: guarded(reader.blogPostBySlug, NOT_FOUND),
    openJobs: guarded(reader.openJobs, NOTHING),
    jobBySlug: guarded(reader.jobBySlug, NOT_FOUND),
    closedJobTitle: guarded(reader.closedJobTitle, NOT_FOUND),
    solutions: guarded(reader.solutions, NOTHING),
    solutionBySlug: guarded(reader.solutionBySlug, NOT_FOUND),
    clients: guarded(reader.clients, NOTHING),
    team: guarded(reader.team, NOTHING),
    transferCorridors: guarded(reader.transferCorridors, NOTHING),
    studyDestinations: guarded(reader.studyDestinations, NOTHING),
  };
}

/** An id no row can have would be refused by the database rather than match nothing. */
function isStorableId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID;
}

function createUnguardedReader(content: PublicContentServices): PublicContentReader {
  const {
    settings,
    services,
    projects,
    testimonials,
    blog,
    careers,
    solutions,
    clients,
    team,
    moneyTransfer,
    studyAbroad,
  } = content;
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
    testimonialsByService: async (serviceId, language) =>
      isStorableId(serviceId) ? ((await nullWhenNotFound(testimonials.byService(serviceId, language))) ?? []) : [],
    testimonialsByProject: async (projectId, language) =>
      isStorableId(projectId) ? ((await nullWhenNotFound(testimonials.byProject(projectId, language))) ?? []) : [],
    blogPosts: (query, language) => blog.list(query, language),
    blogPostBySlug: (slug, language) => nullWhenNotFound(blog.bySlug(slug, language)),
    openJobs: (language) => careers.open(language),
    jobBySlug: (slug, language) => nullWhenNotFound(careers.bySlug(slug, language)),
    closedJobTitle: (slug, language) => careers.closedTitle(slug, language),
    solutions: (language) => solutions.active(language),
    solutionBySlug: (slug, language) => nullWhenNotFound(solutions.bySlug(slug, language)),
    clients: (language) => clients.active(language),
    team: (language) => team.active(language),
    transferCorridors: (language) => moneyTransfer.offered(language),
    studyDestinations: (language) => studyAbroad.offered(language),
  };
}
