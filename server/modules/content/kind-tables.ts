import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import * as schema from '../../db/schema.ts';
import type { ContentKindHooks } from '../admin/content-kind-store.ts';
import { blogAdminHooks } from '../blog/admin-hooks.ts';

export interface KindTable {
  kind: ContentKind;
  table: PgTable;
  hooks?: ContentKindHooks;
}

/** The schema's tables by their SQL name: a kind finds its own by its declaration's `table` (or its name). */
const TABLES = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/** What a declaration cannot say, per kind (ADR 0009). */
const HOOKS: Record<string, ContentKindHooks> = { blog: blogAdminHooks };

/** Each content kind with its table and hooks: the admin API and the translation status are drawn from these. */
export const KIND_TABLES: KindTable[] = CONTENT_KINDS.map((kind) => {
  const table = TABLES.get(kind.table ?? kind.name);
  if (!table) throw new Error(`${kind.name}: no table named ${kind.table ?? kind.name} in the schema`);
  return { kind, table, hooks: HOOKS[kind.name] };
});

/** The kind of this name with its table, if there is one. */
export const findKindTable = (name: string): KindTable | undefined =>
  KIND_TABLES.find((entry) => entry.kind.name === name);
