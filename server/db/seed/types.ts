import type { SiteSettings } from '#contract/schemas/settings.ts';
import type {
  blogPosts,
  clients,
  events,
  jobPosts,
  projects,
  services,
  solutions,
  teamMembers,
  testimonials,
} from '../schema.ts';

type Insert<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'updatedAt'>;

export type SeedService = Insert<typeof services>;
/** Projects and testimonials point at services and projects by slug; ids are resolved when seeding. */
export type SeedProject = Omit<Insert<typeof projects>, 'serviceId'> & { serviceSlug?: string };
export type SeedTestimonial = Omit<Insert<typeof testimonials>, 'serviceId' | 'projectId'> & {
  serviceSlug?: string;
  projectSlug?: string;
};
export type SeedBlogPost = Insert<typeof blogPosts>;
export type SeedJobPost = Insert<typeof jobPosts>;
export type SeedEvent = Insert<typeof events>;
export type SeedSolution = Insert<typeof solutions>;
export type SeedClient = Insert<typeof clients>;
export type SeedTeamMember = Insert<typeof teamMembers>;
export type SeedSettings = SiteSettings;
