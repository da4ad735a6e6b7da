import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern for "contains `term`", its wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Matches a `{fr, en}` column whose French or English text contains the term (case-insensitive). */
export function localizedContains(column: AnyPgColumn, term: string): SQL {
  const pattern = likePattern(term);
  return sql`(${column}->>'fr' ilike ${pattern} or ${column}->>'en' ilike ${pattern})`;
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
