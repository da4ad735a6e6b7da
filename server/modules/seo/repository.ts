import { asc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '#contract/localized.ts';
import { itemPaths, localizedSlugs, type PagePaths } from '#contract/page-urls.ts';
import type { LinkTarget } from '#contract/schemas/link-targets.ts';
import type { Db } from '../../db/client.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';
import { blogPosts, jobPosts, projects, services } from '../../db/schema.ts';

/** One public item of a content kind: where it lives and when it last changed. */
export interface SitemapItem {
  paths: PagePaths;
  updatedAt: Date;
}

interface PageColumns {
  id: AnyPgColumn;
  slug: AnyPgColumn;
  slugEn: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

/** The kinds whose items have a page of their own: the section it lives under, its title, when it is public. */
const PAGE_KINDS: {
  kind: string;
  section: string;
  table: PgTable & PageColumns;
  title: AnyPgColumn;
  isPublic: SQL;
  order: AnyPgColumn[];
}[] = [
  {
    kind: 'services',
    section: '/services',
    table: services,
    title: services.name,
    isPublic: PUBLIC_ROWS.services,
    order: [services.sortOrder, services.id],
  },
  {
    kind: 'projects',
    section: '/portfolio',
    table: projects,
    title: projects.title,
    isPublic: PUBLIC_ROWS.projects,
    order: [projects.sortOrder, projects.id],
  },
  {
    kind: 'blog',
    section: '/blog',
    table: blogPosts,
    title: blogPosts.title,
    isPublic: PUBLIC_ROWS.blogPosts,
    order: [blogPosts.id],
  },
  {
    kind: 'careers',
    section: '/careers',
    table: jobPosts,
    title: jobPosts.title,
    isPublic: PUBLIC_ROWS.jobPosts,
    order: [jobPosts.id],
  },
];

const pathsOf = (section: string, row: { slug: string; slugEn: string | null }) =>
  itemPaths(section, localizedSlugs(row.slug, row.slugEn), row.slug);

/** Items with pages: the public ones for the sitemap, all of them for the editor's link dialog. */
export function createSitemapRepository(db: Db) {
  return {
    /** Every item a visitor can open: active services, published projects, articles published by now, open job posts. */
    async publicItems(): Promise<SitemapItem[]> {
      const perKind = await Promise.all(
        PAGE_KINDS.map(async ({ section, table, isPublic, order }) => {
          const rows = await db
            .select({ slug: table.slug, slugEn: table.slugEn, updatedAt: table.updatedAt })
            .from(table)
            .where(isPublic)
            .orderBy(...order.map((column) => asc(column)));
          return rows.map((row) => ({
            paths: pathsOf(section, row as { slug: string; slugEn: string | null }),
            updatedAt: row.updatedAt as Date,
          }));
        }),
      );
      return perKind.flat();
    },

    /** Every item with a page, public or not yet (an editor may link to what goes online with the text). */
    async linkTargets(): Promise<LinkTarget[]> {
      const perKind = await Promise.all(
        PAGE_KINDS.map(async ({ kind, section, table, title, isPublic, order }) => {
          const rows = await db
            .select({
              id: table.id,
              slug: table.slug,
              slugEn: table.slugEn,
              title,
              isPublic: sql<boolean>`coalesce(${isPublic}, false)`,
            })
            .from(table)
            .orderBy(...order.map((column) => asc(column)));
          return rows.map((row) => ({
            kind,
            id: row.id as number,
            title: row.title as LocalizedText,
            paths: pathsOf(section, row as { slug: string; slugEn: string | null }),
            public: row.isPublic,
          }));
        }),
      );
      return perKind.flat();
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
