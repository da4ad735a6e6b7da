import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOfResult } from '../../lib/sql-helpers.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
interface Journal {
  entries: JournalEntry[];
}

async function readJournal(migrationsDir: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The schema's migrations applied to this database (Drizzle's own table), as the journal names them. */
export async function appliedMigrations(
  db: Db,
  migrationsDir: string,
): Promise<{ migrations: number; lastMigration: string | null }> {
  const journal = await readJournal(migrationsDir);
  const result = await db.execute(
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const [row] = rowsOfResult<{ count: number; last: string | null }>(result);
  const last = row?.last ? journal.entries.find((entry) => String(entry.when) === row.last) : undefined;
  return { migrations: row?.count ?? 0, lastMigration: last?.tag ?? null };
}

/**
 * A copy of the migrations folder that stops after the first `count` migrations: an older backup's
 * rows go into the schema they were written for, and the later migrations then carry them forward.
 */
export async function migrationsUpTo(migrationsDir: string, count: number, lastMigration: string | null) {
  const journal = await readJournal(migrationsDir);
  if (count > journal.entries.length) {
    throw new Error(
      `the backup was made by a newer version of the site (${count} migrations; this one knows ${journal.entries.length})`,
    );
  }
  const kept = journal.entries.slice(0, count);
  if ((kept.at(-1)?.tag ?? null) !== lastMigration) {
    throw new Error(`the backup's schema (${lastMigration ?? 'none'}) is not one this version of the site made`);
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'weltaare-migrations-'));
  await cp(migrationsDir, folder, { recursive: true });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
