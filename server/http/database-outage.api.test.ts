import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoContent } from '../db/seed/seed-demo-content.ts';
import { body, createTestApp, createUser, TEST_SECRET, type TestContext } from '../test-support/test-app.ts';
import { adminQuery, createPostgresTestDatabase, openTestDatabase } from '../test-support/test-database.ts';
import { rowsOfResult } from '../lib/sql-helpers.ts';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.ts';
import { openVitePages, type VitePages } from '../test-support/vite-pages.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const staff = { email: 'outage@weltaare.test', password: 'outage long password' };

/** The real pages, compiled once for the file. */
let vite: VitePages;
beforeAll(async () => {
  vite = await openVitePages();
}, 120_000);
afterAll(() => vite?.close());

/** What a visitor and a staff member send while the database is away. */
const requests = [
  { method: 'GET', url: '/api/services' },
  { method: 'GET', url: '/api/blog?page=1' },
  { method: 'GET', url: '/api/settings' },
  {
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Awa', email: 'awa@example.com', subject: 'Site', message: 'Bonjour' },
  },
  { method: 'POST', url: '/api/newsletter', payload: { email: 'awa@example.com' } },
  { method: 'POST', url: '/api/auth/login', payload: staff },
  // A link preview reads its page's item as the page does.
  { method: 'GET', url: '/og/fr/services/hosting.jpg' },
] as const;

async function expectUnavailable(app: App) {
  for (const request of requests) {
    const response = await app.inject({ ...request, headers: { 'accept-language': 'fr' } });
    expect(response.statusCode, `${request.method} ${request.url}`).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(response)).toEqual({
      success: false,
      message: 'Service momentanément indisponible, veuillez réessayer dans quelques instants',
    });
  }
  const english = await app.inject({ method: 'GET', url: '/api/services?lang=en' });
  expect(body(english).message).toBe('Service temporarily unavailable, please try again in a few moments');
}

if (!onPostgres)
  describe('embedded database closed under the server', () => {
    let database: Database;
    let app: App;
    beforeAll(async () => {
      database = await openTestDatabase();
      await seedDemoContent(database.db);
      app = await buildApp({ database, publicUrl: 'http://localhost:3000', appSecret: TEST_SECRET });
      await app.ready();
    });
    afterAll(() => app.close());

    it('answers 503 with Retry-After and a message in the visitor language, never 500', async () => {
      await database.close();
      await expectUnavailable(app);
    });
  });

if (onPostgres)
  describe('PostgreSQL out of reach for a while', () => {
    let proxy: TcpProxy;
    let database: Database;
    let direct: Database;
    let app: App;
    beforeAll(async () => {
      direct = await openTestDatabase();
      await seedDemoContent(direct.db);
      await createUser(direct, { ...staff, role: 'editor' });
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      // openTestDatabase named a fresh database; reach the same one through the relay.
      const current = (await direct.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = current.rows[0]?.name;
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${name}`;
      database = await openDatabase({ url: url.toString() });
      app = await buildApp({ database, publicUrl: 'http://localhost:3000', appSecret: TEST_SECRET });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await proxy.close();
      await direct.close();
    });

    it('answers 503 while it is away and 200 again once it is back, without a restart', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(200);
      await proxy.cut();
      await expectUnavailable(app);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);

      await proxy.restore();
      expect((await app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(200);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: staff });
      expect(login.statusCode).toBe(200);
    });
  });

/** A public page while the database refuses: 503, Retry-After, the outage page in the URL's language. */
async function expectPageUnavailable(app: App, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode, url).toBe(503);
  expect(response.headers['retry-after'], url).toBe('5');
  const english = url.startsWith('/en');
  expect(response.body, url).toContain(english ? '<html lang="en"' : '<html lang="fr"');
  expect(response.body, url).toContain(english ? 'Site temporarily unavailable' : 'Site momentanément indisponible');
}

describe('a database that answers with a refused or dropped connection', () => {
  // What PostgreSQL says when it refuses or drops a connection (db-errors.ts), raised here by the
  // database itself inside the query a route and a page make, on PGlite and PostgreSQL alike.
  const codes = ['55000', '57P01', '57P02', '57P03', '53300', '08006', '08001'];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ pages: vite.pages });
    // The layout's French settings are read once while the database answers; the English ones never are.
    expect((await ctx.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    // Every read of the services goes through a view whose rows raise the code under test.
    for (const statement of [
      'alter table services rename to services_rows',
      'create function refuse_services() returns boolean language plpgsql as $$ begin return true; end $$',
      'create view services as select * from services_rows where refuse_services()',
    ])
      await ctx.database.db.execute(sql.raw(statement));
  }, 120_000);
  afterAll(() => ctx?.close());

  it.each(codes)('answers 503 with Retry-After on SQLSTATE %s, on the API and on the pages', async (code) => {
    await ctx.database.db.execute(
      sql.raw(`create or replace function refuse_services() returns boolean language plpgsql as $$
        begin raise exception 'refused by the test' using errcode = '${code}'; end $$`),
    );
    const api = await ctx.app.inject({ method: 'GET', url: '/api/services', headers: { 'accept-language': 'fr' } });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(body(api)).toEqual({
      success: false,
      message: 'Service momentanément indisponible, veuillez réessayer dans quelques instants',
    });
    // The services menu of the layout is kept from the last read; a service's own page is not.
    await expectPageUnavailable(ctx.app, '/services/hosting');
    await expectPageUnavailable(ctx.app, '/en/services/hosting');
  });
});

if (onPostgres)
  describe('PostgreSQL refusing connections or dropping one mid-query', () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    let database: Database;
    let ctx: TestContext;
    let name: string;
    let databaseUrl: string;
    let dropDatabase: () => Promise<void>;
    /** The app's connections to its database (adminQuery connects to the server's own database). */
    const terminateAppConnections = () =>
      adminQuery(
        serverUrl,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      );

    beforeAll(async () => {
      const created = await createPostgresTestDatabase(serverUrl);
      dropDatabase = created.drop;
      databaseUrl = created.url;
      name = new URL(created.url).pathname.slice(1);
      database = await openDatabase({ url: created.url });
      await database.migrate();
      await seedDemoContent(database.db);
      ctx = await createTestApp({ database, pages: vite.pages });
      expect((await ctx.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await ctx?.close();
      await database?.close();
      await adminQuery(serverUrl, `alter database ${name} allow_connections true`).catch(() => undefined);
      await dropDatabase?.();
    });

    it('answers 503 while the database is not accepting connections (55000), and 200 once it is again', async () => {
      await adminQuery(serverUrl, `alter database ${name} allow_connections false`);
      await terminateAppConnections();
      // Each request needs a new connection, which PostgreSQL refuses.
      for (const url of ['/api/services', '/api/blog?page=1', '/api/settings']) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after'], url).toBe('5');
        expect(body(response).message).toBe('Service temporarily unavailable, please try again in a few moments');
      }
      await expectPageUnavailable(ctx.app, '/portfolio');
      await expectPageUnavailable(ctx.app, '/en/blog');

      await adminQuery(serverUrl, `alter database ${name} allow_connections true`);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/portfolio' })).statusCode).toBe(200);
    });

    it('answers 503 when the connection of a query under way is terminated (57P01)', async () => {
      // A query that waits on a lock the test holds is under way for as long as the test needs.
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin; lock table team_members in access exclusive mode');
        const answer = ctx.app.inject({ method: 'GET', url: '/api/team' });
        let answered = false;
        void answer.finally(() => (answered = true));
        // Every query of the app waiting on the lock is cut, until the request has its answer: the
        // site may read the same table meanwhile (a page it makes again), and which waiting query is
        // the request's cannot be told apart.
        const cutWaitingQueries = async () => {
          const { rows } = await holder.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          for (const { pid } of rows) await holder.query('select pg_terminate_backend($1)', [pid]);
          return answered;
        };
        await expect.poll(cutWaitingQueries).toBe(true);
        const response = await answer;
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/team' })).statusCode).toBe(200);
    });

    it('a transaction whose connection is terminated between two of its queries fails; the process goes on', async () => {
      let pid: number | undefined;
      let resume = () => {};
      const paused = new Promise<void>((resolve) => (resume = resolve));
      const transaction = database.db.transaction(async (tx) => {
        const [row] = rowsOfResult<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        pid = row?.pid;
        // Between two queries: the connection is checked out, with no query to hear of its loss.
        await paused;
        await tx.execute(sql`select 1`);
      });
      const failed = expect(transaction).rejects.toThrow();
      await expect.poll(() => pid).toBeDefined();
      const watcher = new pg.Client({ connectionString: serverUrl });
      await watcher.connect();
      try {
        await watcher.query('select pg_terminate_backend($1)', [pid]);
        const left = async () =>
          (await watcher.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid = $1', [pid]))
            .rows[0]?.n;
        await expect.poll(left).toBe(0);
      } finally {
        await watcher.end();
      }
      // The client hears of the loss (its 'error' event, uncaught before: the process ended) before it queries again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      resume();
      await failed;
      expect((await ctx.app.inject({ method: 'GET', url: '/api/team' })).statusCode).toBe(200);
    });
  });
