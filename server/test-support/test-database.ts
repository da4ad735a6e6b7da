import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite (a copy of the one migrated once
 * per run, migrated-pglite.global.ts: opening one costs a quarter of migrating it), or, in the
 * `postgres` test project, a new database created on the server named by TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const migrated = inject('migratedPgliteDump');
    if (migrated) return openDatabase({ from: new Blob([await readFile(migrated)]) });
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const created = await createPostgresTestDatabase(serverUrl);
  const database = await openDatabase({ url: created.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (TEST_DATABASE_URL): its URL, for
 * the tests that open it more than once (several instances), and how to drop it.
 */
export async function createPostgresTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `weltaare_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** One statement on the PostgreSQL server itself (create or drop a test database). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
