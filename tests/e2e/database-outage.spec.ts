import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from '../../server/test-support/built-server.ts';
import { startTcpProxy, type TcpProxy } from '../../server/test-support/tcp-proxy.ts';
import { adminQuery } from '../../server/test-support/test-database.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/language.ts';

/*
 * A second server on PostgreSQL, reached through a relay the test cuts: the database "stops" for a
 * while, then comes back, without stopping the PostgreSQL everything else uses. Runs where the
 * suite has a PostgreSQL (TEST_DATABASE_URL, as CI sets it).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

if (serverUrl) {
  test.describe('PostgreSQL out of reach', () => {
    const databaseName = `weltaare_e2e_${randomBytes(5).toString('hex')}`;
    let proxy: TcpProxy;
    let server: BuiltServer | undefined;
    let baseUrl = '';

    test.beforeAll(async () => {
      await adminQuery(serverUrl, `create database ${databaseName}`);
      const target = new URL(serverUrl);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const databaseUrl = new URL(serverUrl);
      databaseUrl.host = `127.0.0.1:${proxy.port}`;
      databaseUrl.pathname = `/${databaseName}`;
      server = await startBuiltServer({
        DATABASE_URL: databaseUrl.toString(),
        ADMIN_EMAIL: 'admin@outage.weltaare.test',
        ADMIN_PASSWORD: 'outage admin password',
      });
      baseUrl = server.baseUrl;
    });

    test.afterAll(async () => {
      server?.stop();
      await proxy?.close();
      await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
    });

    test('pages seen before stay, others answer 503 in the site layout, the API 503, then 200 again once it is back', async ({
      page,
    }) => {
      // The pages read the settings once while the database answers: the layout keeps them.
      // (Read without a browser: a page would store its language choice in a cookie.)
      for (const path of ['/', '/services/hosting', '/en']) {
        expect((await fetch(`${baseUrl}${path}`)).status).toBe(200);
      }
      await proxy.cut();

      // A page already rendered is kept in memory (ADR 0014): visitors still read it.
      const kept = await visit(page, `${baseUrl}/services/hosting`);
      expect(kept?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Site momentanément indisponible');

      const french = await visit(page, `${baseUrl}/portfolio`);
      expect(french?.status()).toBe(503);
      expect(french?.headers()['retry-after']).toBe('5');
      await expect(page.getByRole('heading', { level: 1, name: 'Site momentanément indisponible' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle('Site momentanément indisponible | Weltaare');
      await expectNoAxeViolations(page);

      expect((await visit(page, `${baseUrl}/en/blog`))?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1, name: 'Site temporarily unavailable' })).toBeVisible();

      const api = await fetch(`${baseUrl}/api/services`, { headers: { 'accept-language': 'en' } });
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toEqual({
        success: false,
        message: 'Service temporarily unavailable, please try again in a few moments',
      });

      await proxy.restore();
      await expect.poll(async () => (await fetch(`${baseUrl}/portfolio`)).status, { timeout: 10_000 }).toBe(200);
      expect((await visit(page, `${baseUrl}/`))?.status()).toBe(200);
      expect((await fetch(`${baseUrl}/api/services`)).status).toBe(200);
    });
  });
}
