import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicContentReader } from '#contract/page-context.ts';
import { localizedSlugs } from '#contract/page-urls.ts';
import { columnKey } from '../admin/content-kind-store.ts';
import type { BlogPostRow } from '../blog/repository.ts';
import { toPublicBlogPost } from '../blog/service.ts';
import { toPublicJobPost } from '../careers/service.ts';
import { toPublicClient } from '../clients/service.ts';
import { KIND_TABLES } from '../content/kind-tables.ts';
import { toPublicProject } from '../projects/service.ts';
import { toPublicService } from '../services/service.ts';
import { toPublicSolution } from '../solutions/service.ts';
import { toPublicTeamMember } from '../team/service.ts';
import { toPublicTestimonial } from '../testimonials/service.ts';
import type { OpenPreview } from './preview-store.ts';

type Row = Record<string, unknown> & { id: number };

/** The draft as a database row: the public answers are drawn from rows (camelCase columns, dates as Dates). */
function rowOf(kind: ContentKind, item: OpenPreview['data']): Row {
  const row: Row = {
    id: item.id,
    createdAt: new Date(String(item.created_at)),
    updatedAt: new Date(String(item.updated_at)),
  };
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = item[name] ?? null;
    row[columnKey(name)] = field.type === 'datetime' && typeof value === 'string' ? new Date(value) : value;
  }
  return row;
}

/** The item first, in place of its stored copy: a list page shows the draft where the item would be. */
const withDraft = <T extends { id: number }>(items: T[], draft: T) => [
  draft,
  ...items.filter((item) => item.id !== draft.id),
];

/** Whether a page's slug names the draft, in either language. */
function namesDraft(row: Row, slug: string): boolean {
  const slugs = localizedSlugs(String(row.slug), row.slugEn as string | null);
  return slug === slugs.fr || slug === slugs.en;
}

/**
 * The page where a kind's item is seen, for its preview: its own page, or the page that lists it.
 * `slug` is the draft's slug in the page's language.
 */
export const PREVIEW_PAGES: Record<string, (slug: string) => string> = {
  services: (slug) => `/services/${slug}`,
  projects: (slug) => `/portfolio/${slug}`,
  blog: (slug) => `/blog/${slug}`,
  careers: (slug) => `/careers/${slug}`,
  solutions: () => '/solutions',
  clients: () => '/clients',
  team: () => '/about',
  testimonials: () => '/',
};

/** The preview's page path in a language. */
export function previewPagePath(preview: OpenPreview, language: Language): string | null {
  const page = PREVIEW_PAGES[preview.kind];
  if (!page) return null;
  const slugs = localizedSlugs(String(preview.data.slug ?? ''), preview.data.slug_en as string | null);
  return page(slugs[language]);
}

/**
 * The public reads with the draft in them (ADR 0019): the draft answers for its own slug and takes
 * its place in the lists, whatever its state or schedule; everything else is read as usual.
 */
export function previewReader(base: PublicContentReader, preview: OpenPreview): PublicContentReader {
  const kind = KIND_TABLES.find((entry) => entry.kind.name === preview.kind)?.kind;
  if (!kind) return base;
  const row = rowOf(kind, preview.data);
  /** A page's read by slug: the draft for its own slug. */
  const bySlug =
    <T>(read: (slug: string, language: Language) => Promise<T | null>, draft: (language: Language) => T) =>
    async (slug: string, language: Language) =>
      namesDraft(row, slug) ? draft(language) : read(slug, language);
  /** A list's read: the draft first, in place of its stored copy. */
  const listed =
    <T extends { id: number }>(read: (language: Language) => Promise<T[]>, draft: (language: Language) => T) =>
    async (language: Language) =>
      withDraft(await read(language), draft(language));
  const draftOf =
    <T>(toPublic: (row: Row, language: Language) => T) =>
    (language: Language) =>
      toPublic(row, language);
  switch (kind.name) {
    case 'services':
      return { ...base, serviceBySlug: bySlug(base.serviceBySlug, draftOf(toPublicService)) };
    case 'projects':
      return { ...base, projectByKey: bySlug(base.projectByKey, draftOf(toPublicProject)) };
    case 'blog':
      return {
        ...base,
        blogPostBySlug: bySlug(base.blogPostBySlug, (language) =>
          toPublicBlogPost(row as unknown as BlogPostRow, language),
        ),
      };
    case 'careers':
      return { ...base, jobBySlug: bySlug(base.jobBySlug, draftOf(toPublicJobPost)) };
    case 'solutions':
      return { ...base, solutions: listed(base.solutions, draftOf(toPublicSolution)) };
    case 'clients':
      return { ...base, clients: listed(base.clients, draftOf(toPublicClient)) };
    case 'team':
      return { ...base, team: listed(base.team, draftOf(toPublicTeamMember)) };
    case 'testimonials':
      return {
        ...base,
        featuredTestimonials: listed(base.featuredTestimonials, draftOf(toPublicTestimonial)),
        approvedTestimonials: listed(base.approvedTestimonials, draftOf(toPublicTestimonial)),
      };
    default:
      return base;
  }
}
