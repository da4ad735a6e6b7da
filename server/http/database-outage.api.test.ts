import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoContent } from '../db/seed/seed-demo-content.ts';
import { body, createUser, TEST_SECRET } from '../test-support/test-app.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const staff = { email: 'outage@weltaare.test', password: 'outage long password' };

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
