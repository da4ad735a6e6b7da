import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { PublicBlogPost, PublicBlogPostSummary } from '#contract/schemas/blog.ts';
import { notFound } from '../../http/errors.ts';
import { slugsIn } from '../content/public-answer.ts';
import type { BlogPostRow, BlogPostSummaryRow, BlogRepository } from './repository.ts';

export function toPublicBlogPostSummary(row: BlogPostSummaryRow, language: Language): PublicBlogPostSummary {
  return {
    id: row.id,
    ...slugsIn(row, language),
    title: pickLanguage(row.title, language),
    excerpt: pickLanguage(row.excerpt, language),
    cover_image: row.coverImage,
    author_name: row.authorName,
    tags: row.tags.map((tag) => pickLanguage(tag, language)),
    // Public posts always have a publication date (the repository filters on it).
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPublicBlogPost(row: BlogPostRow, language: Language): PublicBlogPost {
  return {
    ...toPublicBlogPostSummary(row, language),
    body: pickLanguage(row.body, language),
    seo_title: pickLanguage(row.seoTitle, language),
    seo_description: pickLanguage(row.seoDescription, language),
    seo_image: row.seoImage,
  };
}

export interface BlogListQuery {
  page: number;
  per_page: number;
  search?: string | undefined;
  tag?: string | undefined;
}

/** What visitors may read: published posts whose publication time has come. */
export function createPublicBlogService(repository: BlogRepository) {
  return {
    async list(query: BlogListQuery, language: Language) {
      const { rows, total } = await repository.listPublished(
        { search: query.search, tag: query.tag },
        query.page,
        query.per_page,
      );
      return { items: rows.map((row) => toPublicBlogPostSummary(row, language)), total };
    },
    async bySlug(slug: string, language: Language) {
      const row = await repository.findPublishedBySlug(slug, language);
      if (!row) throw notFound();
      return toPublicBlogPost(row, language);
    },
  };
}

export type PublicBlogService = ReturnType<typeof createPublicBlogService>;
