import { and, asc, count, desc, eq, exists, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicKindReads } from '#contract/page-context.ts';
import type { Db } from '../../db/client.ts';
import { bySlugIn, pageOf } from '../../lib/sql-helpers.ts';
import { columnKey, columnOf, searchOf } from '../admin/content-kind-store.ts';
import type { KindTable } from './kind-tables.ts';
import { publicAnswerOf } from './public-answer.ts';
import { publicRuleOf } from './public-rules.ts';

type Values = Record<string, unknown>;
type Answer = Values & { id: number };

/** A kind's public reads, and what the server also asks of them. */
export interface PublicKindService extends PublicKindReads<Answer> {
  /** The whole list narrowed by the declared filters (`{ service_id: 3 }`). */
  allMatching(filters: Values, language: Language): Promise<Answer[]>;
  /** Whether visitors can see the item of this id. */
  has(id: number): Promise<boolean>;
}

/** A key made only of digits is an id; anything else is a slug (spec section 7). */
export const isIdKey = (key: string) => /^\d{1,9}$/.test(key);

/** The declared order, plain `asc`/`desc` per column; the id closes it in the first one's direction unless named. */
function orderOf(order: readonly string[], column: (name: string) => AnyPgColumn): SQL[] {
  const terms = order.map((term) => (term.startsWith('-') ? desc(column(term.slice(1))) : asc(column(term))));
  const namesId = order.some((term) => term.replace(/^-/, '') === 'id');
  if (!namesId) terms.push(order[0]?.startsWith('-') ? desc(column('id')) : asc(column('id')));
  return terms;
}

/**
 * The public reads of a kind, drawn from its declaration (ADR 0044): its public rows, in its public
 * order, as the public API answers them in the visitor's language. `related` finds the table of a kind
 * a relation field names: a filter on an item visitors cannot see matches nothing.
 */
export function createPublicKindReads(
  db: Db,
  { kind, table, hooks = {} }: KindTable,
  related: (name: string) => KindTable,
): PublicKindService {
  const reads = kind.publicReads;
  const column = columnOf(kind, table);
  const isPublic = publicRuleOf(kind, table);
  const ordering = orderOf(reads.order, column);
  const toItem = publicAnswerOf(kind);
  const toSummary = publicAnswerOf(kind, reads.listOmit);
  // Lists leave the heavy parts (an article's body) in the database.
  const leftOut = new Set((reads.listOmit ?? []).map(columnKey));
  const listColumns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => !leftOut.has(key)),
  ) as Record<string, AnyPgColumn>;
  const fieldNamed = (test: (field: ContentKind['fields'][string]) => unknown) =>
    Object.entries(kind.fields).find(([, field]) => test(field))?.[0];
  const slugName = fieldNamed((field) => field.slug);
  const englishSlugName = fieldNamed((field) => field.englishSlug);

  // A relation filter's related kind: its id column and public rule, drawn once.
  const relations = new Map(
    Object.entries(kind.fields).flatMap(([name, field]) => {
      if (!field.relation) return [];
      const other = related(field.relation);
      return [
        [
          name,
          {
            table: other.table,
            id: columnOf(other.kind, other.table)('id'),
            isPublic: publicRuleOf(other.kind, other.table),
          },
        ],
      ];
    }),
  );

  function relatedIsPublic(name: string, id: unknown): SQL | undefined {
    const other = relations.get(name);
    if (!other) return undefined;
    return exists(
      db
        .select({ one: sql`1` })
        .from(other.table)
        .where(and(eq(other.id, id), other.isPublic)),
    );
  }

  function where(query: Values): SQL {
    const conditions: (SQL | undefined)[] = [isPublic];
    for (const name of reads.paged?.filters ?? []) {
      const value = query[name];
      if (value === undefined) continue;
      conditions.push(eq(column(name), value), relatedIsPublic(name, value));
    }
    const term = query.search;
    if (reads.paged?.search && typeof term === 'string' && term !== '') conditions.push(searchOf(kind, column, term));
    if (reads.paged) conditions.push(hooks.where?.(query));
    return and(...conditions)!;
  }

  const listed = (condition: SQL) =>
    db
      .select(listColumns)
      .from(table)
      .where(condition)
      .orderBy(...ordering);

  /** The condition naming one item by its key, and the order putting the page's own language first. */
  function named(key: string, language: Language): { where: SQL; order?: SQL } | null {
    if (reads.item === 'key' && isIdKey(key)) return { where: eq(column('id'), Number(key)) };
    // The site's own pages are named by their key (`home`).
    if (reads.item === 'key' && 'byKey' in kind.page) return { where: eq(column('key'), key) };
    if (!slugName) return null;
    if (!englishSlugName) return { where: eq(column(slugName), key) };
    const bySlug = bySlugIn({ slug: column(slugName), slugEn: column(englishSlugName) }, key, language);
    return { where: bySlug.where!, order: bySlug.ownFirst };
  }

  return {
    async page(query, language) {
      const condition = where(query);
      const { rows, total } = await pageOf(
        listed(condition).$dynamic(),
        db.select({ value: count() }).from(table).where(condition),
        query.page,
        query.per_page,
      );
      return { items: rows.map((row) => toSummary(row, language)), total };
    },
    async all(language) {
      const rows = await listed(isPublic);
      return rows.map((row) => toSummary(row, language));
    },
    async allMatching(filters, language) {
      const rows = await listed(where(filters));
      return rows.map((row) => toSummary(row, language));
    },
    async has(id) {
      const [found] = await db
        .select({ id: column('id') })
        .from(table)
        .where(and(eq(column('id'), id), isPublic));
      return found !== undefined;
    },
    async featured(language) {
      const rows = await listed(and(isPublic, eq(column('featured'), true))!);
      return rows.map((row) => toSummary(row, language));
    },
    async item(key, language) {
      const name = named(key, language);
      if (!name) return null;
      const [row] = await db
        .select()
        .from(table)
        .where(and(name.where, isPublic))
        .orderBy(...(name.order ? [name.order] : []))
        .limit(1);
      return row ? toItem(row, language) : null;
    },
  };
}
