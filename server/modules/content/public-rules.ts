import { and, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { columnOf } from '../admin/content-kind-store.ts';

/** A scheduled publication has come, by the database's clock (ADR 0018); an empty one never waits. */
export const isDue = (publishAt: AnyPgColumn): SQL => or(isNull(publishAt), lte(publishAt, sql`now()`))!;

/**
 * What visitors may see of a kind, drawn from its declaration for the pages, the API, the sitemap and
 * the feeds (ADR 0044): its public state (`publicWhen`), a scheduled publication that has come, a value
 * every public answer has (`publicAnswer.notNull`: a published post's date), and a last day not passed
 * (`publicUntil`, counted in GMT, the company's time zone).
 */
export function publicRuleOf(
  kind: Pick<ContentKind, 'name' | 'publicWhen' | 'schedule' | 'publicUntil' | 'publicAnswer'>,
  table: PgTable,
): SQL {
  const column = columnOf(kind, table);
  const conditions = Object.entries(kind.publicWhen).map(([name, value]) =>
    value === null ? isNull(column(name)) : eq(column(name), value),
  );
  if (kind.schedule) conditions.push(isDue(column(kind.schedule)));
  for (const name of kind.publicAnswer.notNull ?? []) conditions.push(isNotNull(column(name)));
  if (kind.publicUntil) {
    const until = column(kind.publicUntil);
    conditions.push(or(isNull(until), gte(until, sql`(now() at time zone 'UTC')::date`))!);
  }
  return and(...conditions)!;
}
