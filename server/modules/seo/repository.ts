import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts, jobPosts, projects, services } from '../../db/schema.ts';

/** One public item of a content kind: where it lives and when it last changed. */
export interface SitemapItem {
  path: string;
  updatedAt: Date;
}

/** Every item a visitor can open: active services, published projects, articles published by now, open job posts. */
export function createSitemapRepository(db: Db) {
  return {
    async publicItems(): Promise<SitemapItem[]> {
      const [serviceRows, projectRows, postRows, jobRows] = await Promise.all([
        db
          .select({ slug: services.slug, updatedAt: services.updatedAt })
          .from(services)
          .where(eq(services.active, true))
          .orderBy(services.sortOrder, services.id),
        db
          .select({ slug: projects.slug, updatedAt: projects.updatedAt })
          .from(projects)
          .where(eq(projects.published, true))
          .orderBy(projects.sortOrder, projects.id),
        db
          .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          // A scheduled article is not public before its date.
          .where(and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`)))
          .orderBy(blogPosts.id),
        db
          .select({ slug: jobPosts.slug, updatedAt: jobPosts.updatedAt })
          .from(jobPosts)
          .where(eq(jobPosts.status, 'open'))
          .orderBy(jobPosts.id),
      ]);
      return [
        ...serviceRows.map((row) => ({ path: `/services/${row.slug}`, updatedAt: row.updatedAt })),
        ...projectRows.map((row) => ({ path: `/portfolio/${row.slug}`, updatedAt: row.updatedAt })),
        ...postRows.map((row) => ({ path: `/blog/${row.slug}`, updatedAt: row.updatedAt })),
        ...jobRows.map((row) => ({ path: `/careers/${row.slug}`, updatedAt: row.updatedAt })),
      ];
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
