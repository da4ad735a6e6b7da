import { itemPaths, localizedSlugs, type PagePaths } from '#contract/page-urls.ts';
import type { Db } from '../../db/client.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';
import { blogPosts, jobPosts, projects, services } from '../../db/schema.ts';

/** One public item of a content kind: where it lives and when it last changed. */
export interface SitemapItem {
  paths: PagePaths;
  updatedAt: Date;
}

function item(section: string, row: { slug: string; slugEn: string | null; updatedAt: Date }): SitemapItem {
  return { paths: itemPaths(section, localizedSlugs(row.slug, row.slugEn), row.slug), updatedAt: row.updatedAt };
}

/** Every item a visitor can open: active services, published projects, articles published by now, open job posts. */
export function createSitemapRepository(db: Db) {
  return {
    async publicItems(): Promise<SitemapItem[]> {
      const [serviceRows, projectRows, postRows, jobRows] = await Promise.all([
        db
          .select({ slug: services.slug, slugEn: services.slugEn, updatedAt: services.updatedAt })
          .from(services)
          .where(PUBLIC_ROWS.services)
          .orderBy(services.sortOrder, services.id),
        db
          .select({ slug: projects.slug, slugEn: projects.slugEn, updatedAt: projects.updatedAt })
          .from(projects)
          .where(PUBLIC_ROWS.projects)
          .orderBy(projects.sortOrder, projects.id),
        db
          .select({ slug: blogPosts.slug, slugEn: blogPosts.slugEn, updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          .where(PUBLIC_ROWS.blogPosts)
          .orderBy(blogPosts.id),
        db
          .select({ slug: jobPosts.slug, slugEn: jobPosts.slugEn, updatedAt: jobPosts.updatedAt })
          .from(jobPosts)
          .where(PUBLIC_ROWS.jobPosts)
          .orderBy(jobPosts.id),
      ]);
      return [
        ...serviceRows.map((row) => item('/services', row)),
        ...projectRows.map((row) => item('/portfolio', row)),
        ...postRows.map((row) => item('/blog', row)),
        ...jobRows.map((row) => item('/careers', row)),
      ];
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
