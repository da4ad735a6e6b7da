/**
 * Every seed image: its base path (from the seed content, so an image exists for every path the seed
 * data points at), its kind and its drawing. Read by the generator and by the test that the files are there.
 */
import type { SERVICE_ICONS } from '../../contract/constants.ts';
import type { ImageKind } from '../../contract/images.ts';
import { seedBlogPosts } from '../../server/db/seed/content/blog-posts.ts';
import { seedClients } from '../../server/db/seed/content/clients.ts';
import { seedProjects } from '../../server/db/seed/content/projects.ts';
import { seedServices } from '../../server/db/seed/content/services.ts';
import { seedSolutions } from '../../server/db/seed/content/solutions.ts';
import { seedTeamMembers } from '../../server/db/seed/content/team-members.ts';
import { seedTestimonials } from '../../server/db/seed/content/testimonials.ts';
import { logoSvg } from './logos.ts';
import { portraitSvg } from './portraits.ts';
import { projectScreen } from './project-screens.ts';
import { sceneCover } from './scenes.ts';

export const SEED_PREFIX = '/media/seed/';

/** An article's cover shows the scene of its subject: the first subject here that it is tagged with. */
const TAG_SUBJECTS: Record<string, (typeof SERVICE_ICONS)[number]> = {
  'paiement-mobile': 'arrow-left-right',
  mobile: 'smartphone',
  'e-commerce': 'shopping-cart',
  études: 'graduation-cap',
  cybersécurité: 'Shield',
  'réseaux-sociaux': 'megaphone',
  communication: 'megaphone',
  web: 'code',
};

function articleSubject(tags: readonly string[]): string {
  const subject = Object.entries(TAG_SUBJECTS).find(([tag]) => tags.includes(tag));
  return subject?.[1] ?? 'code';
}

export interface ImageJob {
  base: string;
  kind: ImageKind;
  render: (width: number, height: number) => string;
}

// ---------------------------------------------------------------------------
// The list of images, read from the seed content.

export function seedImageJobs(): ImageJob[] {
  const jobs = new Map<string, ImageJob>();
  const add = (base: string | null | undefined, kind: ImageKind, render: ImageJob['render']): void => {
    if (!base) return;
    if (!base.startsWith(SEED_PREFIX)) throw new Error(`Seed image outside ${SEED_PREFIX}: ${base}`);
    const existing = jobs.get(base);
    if (existing && existing.kind !== kind)
      throw new Error(`Image ${base} is used as both ${existing.kind} and ${kind}`);
    if (!existing) jobs.set(base, { base, kind, render });
  };

  for (const service of seedServices)
    add(service.featuredImage, 'cover', sceneCover(service.icon, 'sand', service.slug));
  for (const project of seedProjects) {
    add(
      project.coverImage,
      'cover',
      projectScreen(project.category, project.clientName ?? project.title.fr, project.slug),
    );
    for (const image of project.gallery ?? [])
      add(image, 'cover', projectScreen(project.category, project.clientName ?? project.title.fr, image));
  }
  for (const post of seedBlogPosts) {
    const subject = articleSubject((post.tags ?? []).map((tag) => tag.fr));
    add(post.coverImage, 'cover', sceneCover(subject, 'mint', post.slug));
  }
  for (const solution of seedSolutions) add(solution.image, 'cover', sceneCover(solution.icon, 'sky', solution.slug));
  for (const member of seedTeamMembers) add(member.photo, 'portrait', portraitSvg(member.name));
  for (const testimonial of seedTestimonials)
    add(testimonial.clientPhoto, 'portrait', portraitSvg(testimonial.clientName));
  for (const client of seedClients) add(client.logo, 'logo', logoSvg(client.name));

  return [...jobs.values()];
}
