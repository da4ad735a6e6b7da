import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findProjectRoot } from '../lib/project-root.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Hears every notification on `channel`, from this process or any other on the same database.
   * `gap` is called when notifications may have been missed (the connection was lost and is back).
   * Resolves to a function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** Tells every listener of `channel` (NOTIFY), in every process on this database. */
  notify(channel: string, payload: string): Promise<void>;
  /** The embedded database's files as one archive, which `from` opens again (PGlite only). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  gap(): void;
}

/** Channel names go into a LISTEN statement as identifiers: plain lower-case words only. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
  return channel;
}

export const MIGRATIONS_DIR = path.join(findProjectRoot(), 'server', 'db', 'migrations');

export interface DatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite database is opened. */
  url?: string | undefined;
  /** Directory of the embedded database; omit for an in-memory one (tests). */
  dataDir?: string | undefined;
  /** An embedded database's archive (`dump()`) to start from: tests copy one migrated once. */
  from?: Blob | undefined;
  migrationsDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  if (options.url) return openPostgres(options.url, migrationsFolder);
  return openPglite(options.dataDir, options.from, migrationsFolder);
}

async function openPostgres(url: string, migrationsFolder: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor one in use between two queries (inside a transaction): pg-pool listens to idle clients only,
  // and a lost connection with no query under way was an uncaught 'error' event. Its next query fails
  // instead, and the transaction rolls back with the answer's 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, handlers) => {
      const stop = listenOnPostgres(url, checkedChannel(channel), handlers);
      const stopAndForget = async () => {
        listeners.delete(stopAndForget);
        await stop();
      };
      listeners.add(stopAndForget);
      return stopAndForget;
    },
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${checkedChannel(channel)}, ${payload})`);
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN needs a connection of its own, held open. When it drops (database restarted, network
 * cut), it is opened again with back-off, and `gap` says notifications may have been missed.
 */
function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS.first;

  const reconnectLater = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    retry = setTimeout(() => void connect(true), delay);
    retry.unref();
    delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
  };

  async function connect(afterLoss: boolean) {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    next.on('error', () => reconnectLater(next));
    next.on('end', () => reconnectLater(next));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (stopped) return void (await next.end().catch(() => undefined));
      delay = LISTEN_RETRY_MS.first;
      if (afterLoss) handlers.gap();
    } catch {
      await next.end().catch(() => undefined);
      reconnectLater(next);
    }
  }

  void connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/**
 * The embedded database runs inside this process, so its memory is ours: PostgreSQL's default of
 * 128 MB of shared buffers for a site whose data is a few megabytes doubled the idle process
 * (issue 15, item 5). These fit the site many times over.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'work_mem=2MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB'];

/** Refused opening of an embedded database another running process holds. */
export class EmbeddedDatabaseBusy extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database's files belong to one process at a time: two (the site and `npm run backup`,
 * or two sites) writing them would damage them. The holder's pid is kept beside them; a pid whose
 * process has ended (a crash) no longer holds anything.
 */
async function holdEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const marker = path.join(dataDir, 'pglite.pid');
  const holder = Number((await readFile(marker, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
    throw new EmbeddedDatabaseBusy(
      `the embedded database in ${dataDir} is open in process ${holder} (the site?): stop it first, ` +
        `or remove ${marker} if no such process uses it`,
    );
  }
  await writeFile(marker, `${process.pid}\n`);
  return () => rm(marker, { force: true });
}

async function openPglite(
  dataDir: string | undefined,
  from: Blob | undefined,
  migrationsFolder: string,
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const release = dataDir ? await holdEmbeddedDatabase(dataDir) : async () => undefined;
  const client = new PGlite({
    dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    postgresqlconf: PGLITE_SETTINGS,
    loadDataDir: from,
    // The site search's text search configurations ignore accents (ADR 0061).
    extensions: { unaccent },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    // In-process: notifications never get lost, so there is no gap to report.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(checkedChannel(channel), (payload) => handlers.message(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${checkedChannel(channel)}, ${payload})`);
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
      await release();
    },
  };
}
