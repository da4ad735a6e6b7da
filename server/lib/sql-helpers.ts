import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Language } from '#contract/languages.ts';

/** An ILIKE pattern for "contains `term`", its wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Matches a `{fr, en}` column whose French or English text contains the term (case-insensitive). */
export function localizedContains(column: AnyPgColumn, term: string): SQL {
  const pattern = likePattern(term);
  return sql`(${column}->>'fr' ilike ${pattern} or ${column}->>'en' ilike ${pattern})`;
}

/** The rows of a raw `db.execute()`: node-postgres answers `{ rows }`, PGlite's Drizzle driver the same or an array. */
export function rowsOfResult<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/**
 * One page of a list and how many rows the list has in all: `rows` selects every row in order
 * (`.$dynamic()`), `total` counts them.
 */
export async function pageOf<Rows extends PgSelect>(
  rows: Rows,
  total: Promise<{ value: number }[]>,
  page: number,
  perPage: number,
): Promise<{ rows: Awaited<Rows>; total: number }> {
  const [found, [counted]] = await Promise.all([rows.limit(perPage).offset(offsetOf(page, perPage)), total]);
  return { rows: found as Awaited<Rows>, total: counted?.value ?? 0 };
}

/** Matches a list of `{fr, en}` tags holding this tag in either language. */
export function hasTag(column: AnyPgColumn, tag: string): SQL {
  return sql`(${column} @> ${JSON.stringify([{ fr: tag }])}::jsonb or ${column} @> ${JSON.stringify([{ en: tag }])}::jsonb)`;
}

/**
 * Rows named by a slug in either language, the one whose page in `language` has it first: a page
 * asked with the other language's slug is then redirected to its own.
 */
export function bySlugIn(columns: { slug: AnyPgColumn; slugEn: AnyPgColumn }, slug: string, language: Language) {
  const own = language === 'en' ? sql`coalesce(${columns.slugEn}, ${columns.slug}) = ${slug}` : eq(columns.slug, slug);
  return {
    where: or(eq(columns.slug, slug), eq(columns.slugEn, slug)),
    ownFirst: sql`case when ${own} then 0 else 1 end`,
  };
}

const ACCENTED = 'ÀÂÄÁÃÉÈÊËÍÎÏÌÓÔÖÒÕÚÙÛÜÇÑàâäáãéèêëíîïìóôöòõúùûüçñœŒæÆ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucnoOaA';

/**
 * A text as French alphabetical order reads it, like Intl.Collator('fr'): accents and case aside
 * ("Étudier" between "Design" and "Pourquoi"), whatever the database's collation (PGlite has no ICU).
 */
export function frenchSortKey(text: SQL): SQL {
  return sql`lower(translate(${text}, ${ACCENTED}, ${PLAIN}))`;
}

/** A text as words are looked for in it: accents off, lower case (as PostgreSQL's unaccent, for a title). */
export const foldedForSearch = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
