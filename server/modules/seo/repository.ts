import { asc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import type { LocalizedText } from '#contract/localized.ts';
import { itemPaths, localizedSlugs, type PagePaths } from '#contract/page-urls.ts';
import type { LinkTarget } from '#contract/schemas/link-targets.ts';
import type { Db } from '../../db/client.ts';
import { columnOf } from '../admin/content-kind-store.ts';
import { findKindTable } from '../content/kind-tables.ts';
import { publicRuleOf } from '../content/public-rules.ts';

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

/** The kinds whose items have a page of their own, with their tables: in display order, then by id. */
const PAGE_KINDS: {
  kind: string;
  section: string;
  table: PgTable & PageColumns;
  title: AnyPgColumn;
  isPublic: SQL;
  order: AnyPgColumn[];
}[] = ITEM_PAGE_KINDS.map(({ kind, section, titleField }) => {
  const { table } = findKindTable(kind.name)!;
  const column = columnOf(kind, table);
  return {
    kind: kind.name,
    section,
    table: table as PgTable & PageColumns,
    title: column(titleField),
    isPublic: publicRuleOf(kind, table),
    order: [...(kind.fields.sort_order ? [column('sort_order')] : []), column('id')],
  };
});

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
