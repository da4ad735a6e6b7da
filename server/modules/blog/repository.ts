import { and, count, desc, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import type { Language } from '#contract/languages.ts';
import { bySlugIn, hasTag, localizedContains, offsetOf } from '../../lib/sql-helpers.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostSummaryRow = Omit<BlogPostRow, 'body'>;

export interface BlogPostListFilter {
  search?: string | undefined;
  tag?: string | undefined;
}

// Lists leave the bodies in the database: they are the heavy part of a post.
const { body: _body, ...summaryColumns } = getTableColumns(blogPosts);

/** What visitors may read: published posts whose publication time has come, by the database clock. */
const isPublic = PUBLIC_ROWS.blogPosts;

function whereOf(filter: BlogPostListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isPublic];
  if (filter.search) {
    conditions.push(
      or(localizedContains(blogPosts.title, filter.search), localizedContains(blogPosts.excerpt, filter.search)),
    );
  }
  if (filter.tag) conditions.push(hasTag(blogPosts.tags, filter.tag));
  return and(...conditions);
}

// Newest first; the id breaks ties between posts published at the same instant.
const ordering = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

export function createBlogRepository(db: Db) {
  return {
    async listPublished(filter: BlogPostListFilter, page: number, perPage: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .where(where)
          .orderBy(...ordering)
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async findPublishedBySlug(slug: string, language: Language) {
      const named = bySlugIn(blogPosts, slug, language);
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(named.where, isPublic))
        .orderBy(named.ownFirst)
        .limit(1);
      return row ?? null;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
