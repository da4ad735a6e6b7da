import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  blogPosts,
  clients,
  events,
  jobPosts,
  projects,
  services,
  settings,
  solutions,
  teamMembers,
  testimonials,
} from '../schema.ts';
import { siteSettingsSchema } from '#contract/schemas/settings.ts';
import { studyAbroadSchema } from '#contract/study-abroad.ts';
import { seedBlogPosts } from './content/blog-posts.ts';
import { seedClients } from './content/clients.ts';
import { seedEvents } from './content/events.ts';
import { seedJobPosts } from './content/job-posts.ts';
import { seedProjects } from './content/projects.ts';
import { seedServices } from './content/services.ts';
import { seedSettings } from './content/settings.ts';
import { seedTransferCorridors } from './content/money-transfer.ts';
import { seedStudyDestinations } from './content/study-abroad.ts';
import { seedReplyTemplates } from './content/reply-templates.ts';
import { REPLY_TEMPLATES_KEY } from '../../modules/messages/reply-templates.ts';
import { replyTemplatesSchema } from '#contract/reply-templates.ts';
import { STUDY_ABROAD_KEY } from '../../modules/study-abroad/repository.ts';
import { MONEY_TRANSFER_KEY, stampRates } from '../../modules/money-transfer/repository.ts';
import { seedSolutions } from './content/solutions.ts';
import { seedTeamMembers } from './content/team-members.ts';
import { seedTestimonials } from './content/testimonials.ts';
import { ensureSitePages } from '../../modules/pages/site-pages.ts';

function idOf(ids: Map<string, number>, slug: string | undefined, what: string): number | null {
  if (!slug) return null;
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`seed: unknown ${what} slug "${slug}"`);
  return id;
}

/**
 * Fills an empty database with the bilingual demo content; does nothing when services exist. The
 * site's own pages are made first in any case (ADR 0064): every database the site runs on has them.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  await ensureSitePages(db);
  const [existing] = await db.select({ value: count() }).from(services);
  if ((existing?.value ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const serviceRows = await tx
      .insert(services)
      .values(seedServices)
      .returning({ id: services.id, slug: services.slug });
    const serviceIds = new Map(serviceRows.map((row) => [row.slug, row.id]));

    const projectRows = await tx
      .insert(projects)
      .values(
        seedProjects.map(({ serviceSlug, ...project }) => ({
          ...project,
          serviceId: idOf(serviceIds, serviceSlug, 'service'),
        })),
      )
      .returning({ id: projects.id, slug: projects.slug });
    const projectIds = new Map(projectRows.map((row) => [row.slug, row.id]));

    await tx.insert(testimonials).values(
      seedTestimonials.map(({ serviceSlug, projectSlug, ...testimonial }) => ({
        ...testimonial,
        serviceId: idOf(serviceIds, serviceSlug, 'service'),
        projectId: idOf(projectIds, projectSlug, 'project'),
      })),
    );
    await tx.insert(blogPosts).values(seedBlogPosts);
    await tx.insert(jobPosts).values(seedJobPosts);
    await tx.insert(solutions).values(seedSolutions);
    await tx.insert(clients).values(seedClients);
    await tx.insert(teamMembers).values(seedTeamMembers);
    await tx.insert(events).values(seedEvents(new Date()));
    const siteSettings = siteSettingsSchema.parse(seedSettings);
    await tx.insert(settings).values(Object.entries(siteSettings).map(([key, value]) => ({ key, value })));
    const corridors = stampRates(seedTransferCorridors, [], new Date());
    await tx.insert(settings).values([
      { key: MONEY_TRANSFER_KEY, value: { corridors } },
      { key: STUDY_ABROAD_KEY, value: studyAbroadSchema.parse({ destinations: seedStudyDestinations }) },
      { key: REPLY_TEMPLATES_KEY, value: replyTemplatesSchema.parse({ templates: seedReplyTemplates }) },
    ]);
  });
  return true;
}
