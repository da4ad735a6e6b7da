import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../../db/client.ts';
import { createPostgresTestDatabase } from '../../test-support/test-database.ts';

const MIGRATION = '0012_newsletter_double_opt_in';

/** The migrations as they were before this one. */
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

  it('counts every subscriber from before double opt-in as confirmed, and keeps the unsubscribed ones', async () => {
    const { db } = database;
    await db.execute(sql`
      insert into newsletter_subscribers (email, status, created_at, unsubscribed_at)
      values ('ancien@example.com', 'subscribed', '2025-03-01T10:00:00Z', null),
             ('parti@example.com', 'unsubscribed', '2025-02-01T10:00:00Z', '2025-04-01T10:00:00Z')`);

    if (database.kind === 'postgres') await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    else await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });

    const { rows } = (await db.execute(
      sql`select email, status, confirmed_at, requested_at from newsletter_subscribers order by email`,
    )) as unknown as { rows: { email: string; status: string; confirmed_at: unknown; requested_at: unknown }[] };
    const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
    expect(rows.map((row) => [row.email, row.status, iso(row.confirmed_at)])).toEqual([
      ['ancien@example.com', 'confirmed', '2025-03-01T10:00:00.000Z'],
      ['parti@example.com', 'unsubscribed', null],
    ]);
    expect(iso(rows[0]?.requested_at)).toBe('2025-03-01T10:00:00.000Z');

    const { rows: added } = (await db.execute(
      sql`insert into newsletter_subscribers (email) values ('nouveau@example.com') returning status`,
    )) as unknown as { rows: { status: string }[] };
    expect(added[0]?.status).toBe('pending');
  });
});
