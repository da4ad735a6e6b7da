import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOfResult } from '../../lib/sql-helpers.ts';

/** One table's rows as PostgreSQL writes them in JSON (`json_agg`): read back exactly by `json_populate_recordset`. */
export interface TableDump {
  table: string;
  rows: number;
  json: string;
}

/** Drawn from the other tables and drawn again by the site that restores: neither kept nor counted. */
const DERIVED_TABLES = new Set(['search_entries']);

/** The site's tables (the `public` schema: Drizzle's own bookkeeping lives in `drizzle`). */
async function tableNames(db: Pick<Db, 'execute'>): Promise<string[]> {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename collate "C"`,
  );
  return rowsOfResult<{ tablename: string }>(result)
    .map((row) => row.tablename)
    .filter((table) => !DERIVED_TABLES.has(table));
}

/** One table's rows (dates in the session's zone: `set local timezone = 'UTC'` first for the same text anywhere). */
export async function dumpTable(db: Pick<Db, 'execute'>, table: string): Promise<TableDump> {
  const result = await db.execute(
    sql`select count(*)::int as rows, coalesce(json_agg(t), '[]'::json)::text as json from ${sql.identifier(table)} t`,
  );
  const [row] = rowsOfResult<{ rows: number; json: string }>(result);
  return { table, rows: row!.rows, json: row!.json };
}

/**
 * Every table's rows, read in one snapshot (repeatable read): a backup made while the site runs is
 * the database as it was at one instant, whatever is written meanwhile.
 */
export async function dumpDatabase(db: Db): Promise<TableDump[]> {
  return db.transaction(
    async (tx) => {
      // Dates written in UTC whatever the server's zone: the same rows give the same archive anywhere.
      await tx.execute(sql`set local timezone = 'UTC'`);
      const dumps: TableDump[] = [];
      for (const table of await tableNames(tx)) dumps.push(await dumpTable(tx, table));
      return dumps;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The tables that hold rows, with how many: a restore goes only into a database where this is empty. */
export async function tablesWithRows(db: Db): Promise<{ table: string; rows: number }[]> {
  const found: { table: string; rows: number }[] = [];
  for (const table of await tableNames(db)) {
    const result = await db.execute(sql`select count(*)::int as rows from ${sql.identifier(table)}`);
    const rows = rowsOfResult<{ rows: number }>(result)[0]!.rows;
    if (rows > 0) found.push({ table, rows });
  }
  return found;
}

/** The tables in an order where each comes after the tables its foreign keys point to. */
async function loadOrder(db: Pick<Db, 'execute'>, tables: readonly string[]): Promise<string[]> {
  const result = await db.execute(sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`);
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rowsOfResult<{ child: string; parent: string }>(result)) {
    parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent) || !parents.has(parent)),
    );
    if (ready.length === 0)
      throw new Error(`foreign keys in a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/**
 * Writes the dumped rows into a database migrated to the dump's schema, in one transaction (all or
 * nothing), parents before children; every serial then continues after the highest id restored.
 */
export async function loadDatabase(db: Db, dumps: readonly TableDump[]): Promise<void> {
  await db.transaction(async (tx) => {
    const known = new Set(await tableNames(tx));
    const missing = dumps.filter((dump) => !known.has(dump.table)).map((dump) => dump.table);
    if (missing.length > 0) throw new Error(`the database has no table ${missing.join(', ')}`);
    const byTable = new Map(dumps.map((dump) => [dump.table, dump]));
    for (const table of await loadOrder(tx, [...byTable.keys()])) {
      const dump = byTable.get(table)!;
      if (dump.rows === 0) continue;
      const name = sql.identifier(table);
      await tx.execute(
        sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${dump.json}::json)`,
      );
    }
    const serials = await tx.execute(sql`
      select table_name as table, column_name as column,
        pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
      from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`);
    for (const { table, column, sequence } of rowsOfResult<{ table: string; column: string; sequence: string | null }>(
      serials,
    )) {
      if (!sequence) continue;
      await tx.execute(
        sql`select setval(${sequence}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
  });
}
