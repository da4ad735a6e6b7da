import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../../db/client.ts';
import { createPostgresTestDatabase } from '../../test-support/test-database.ts';

const MIGRATION = '0009_audit_user_name';

/** The migrations as they were before this one: its SQL and journal entry, and every later one's, left out. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'weltaare-migrations-'));
  const number = tag.slice(0, 4);
  const isLater = (name: string) => /^\d{4}_/.test(name) && name.slice(0, 4) >= number;
  cpSync(MIGRATIONS_DIR, folder, { recursive: true, filter: (source) => !isLater(path.basename(source)) });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => !isLater(entry.tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe(`migration ${MIGRATION}`, () => {
  let folder: string;
  let database: Database;
  let created: { url: string; drop(): Promise<void> } | null = null;

  beforeAll(async () => {
    folder = migrationsBefore(MIGRATION);
    const serverUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    created = serverUrl ? await createPostgresTestDatabase(serverUrl) : null;
    database = await openDatabase({ url: created?.url, migrationsDir: folder });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await created?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps on every existing audit entry the name of the person who made it', async () => {
    const { db } = database;
    await db.execute(sql`
      insert into users (id, email, name, password_hash, role)
      values (501, 'fanta@weltaare.test', 'Fanta Camara', 'x', 'editor'),
             (502, 'sekou@weltaare.test', 'Sékou Touré', 'x', 'admin')`);
    await db.execute(sql`
      insert into audit_log (user_id, action, entity_type, entity_id)
      values (501, 'create', 'client', '1'), (502, 'update', 'client', '1'), (null, 'create', 'message', '7')`);

    if (database.kind === 'postgres') await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    else await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });

    const { rows } = (await db.execute(sql`select user_id, user_name from audit_log order by id`)) as unknown as {
      rows: { user_id: number | null; user_name: string | null }[];
    };
    expect(rows).toEqual([
      { user_id: 501, user_name: 'Fanta Camara' },
      { user_id: 502, user_name: 'Sékou Touré' },
      { user_id: null, user_name: null },
    ]);
  });
});
