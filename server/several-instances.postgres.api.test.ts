import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminMedia } from '#contract/schemas/media.ts';
import type { SiteSettings } from '#contract/schemas/settings.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemoContent } from './db/seed/seed-demo-content.ts';
import { UPLOADS_URL_PREFIX } from './modules/media/storage.ts';
import { multipart, picture } from './test-support/media-uploads.ts';
import { type Nginx, startNginx } from './test-support/nginx.ts';
import { type S3Server, startS3Server } from './test-support/s3-server.ts';
import { type TestContext, createTestApp, createUser } from './test-support/test-app.ts';
import { createPostgresTestDatabase } from './test-support/test-database.ts';
import { type VitePages, openVitePages } from './test-support/vite-pages.ts';

/**
 * Two instances of the site, each with its own connections to one PostgreSQL database, uploads in
 * one S3 bucket, behind nginx (round robin), listening on real ports with their pages kept in memory.
 */
interface Instance {
  ctx: TestContext;
  database: Database;
  baseUrl: string;
}

let s3: S3Server;
let vite: VitePages;
let dropDatabase: () => Promise<void>;
let instances: [Instance, Instance];
let nginx: Nginx;
let token: string;

async function startInstance(url: string): Promise<Instance> {
  const database = await openDatabase({ url });
  const ctx = await createTestApp({
    database,
    bucket: s3.bucket,
    pages: { ...vite.pages, keepInMemory: true },
  });
  const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { ctx, database, baseUrl };
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('several instances share a PostgreSQL server: set TEST_DATABASE_URL');
  s3 = await startS3Server();
  vite = await openVitePages();
  const created = await createPostgresTestDatabase(serverUrl);
  dropDatabase = created.drop;
  const setup = await openDatabase({ url: created.url });
  await setup.migrate();
  await seedDemoContent(setup.db);
  await createUser(setup, { email: 'boss@weltaare.test', password: 'boss long password', role: 'admin' });
  await setup.close();

  instances = [await startInstance(created.url), await startInstance(created.url)];
  nginx = await startNginx(instances.map((instance) => Number(new URL(instance.baseUrl).port)));
  const login = await fetch(`${nginx.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'boss@weltaare.test', password: 'boss long password' }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { data: { token: string } }).data.token;
}, 600_000);
afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances ?? []) {
    await instance.ctx.close();
    await instance.database.close();
  }
  await dropDatabase?.();
  await vite?.close();
  await s3?.close();
});

const [first, second] = [() => instances[0], () => instances[1]];
const upstreamOf = (instance: Instance) => new URL(instance.baseUrl).host;

interface Answer {
  status: number;
  upstream: string;
  etag: string | null;
  body: Buffer;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream') ?? '',
    etag: response.headers.get('etag'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Asks nginx until each instance has answered once (round robin: two or three requests); its answer per instance. */
async function throughNginxFromEach(pathname: string): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (let attempt = 0; attempt < 6 && answers.size < 2; attempt += 1) {
    const answer = await get(`${nginx.baseUrl}${pathname}`);
    answers.set(answer.upstream, answer);
  }
  expect([...answers.keys()].sort()).toEqual(instances.map(upstreamOf).sort());
  return answers;
}

const admin = (instance: Instance, method: string, pathname: string, payload?: object) =>
  fetch(`${instance.baseUrl}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });

describe('two instances behind nginx on one PostgreSQL and one bucket', () => {
  it('send the same page, whichever instance nginx asks', async () => {
    for (const pathname of ['/', '/en/services', '/contact']) {
      const [a, b] = [...(await throughNginxFromEach(pathname)).values()];
      expect(a?.status, pathname).toBe(200);
      expect(b?.status, pathname).toBe(200);
      expect(a?.etag, pathname).toBe(b?.etag);
      expect(a?.body.equals(b?.body ?? Buffer.alloc(0)), pathname).toBe(true);
    }
    // Vite compiles each page's modules the first time: slow on a busy machine.
  }, 120_000);

  it('serve an image uploaded through one instance from the other: the same bytes, from the bucket', async () => {
    const jpeg = await picture(900, 600).jpeg().toBuffer();
    const { payload, headers } = await multipart([{ name: 'file', value: jpeg, fileName: 'team.jpg' }]);
    const response = await fetch(`${first().baseUrl}/api/admin/media`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(payload),
    });
    expect(response.status).toBe(201);
    const created = ((await response.json()) as { data: AdminMedia }).data;

    for (const variant of created.variants) {
      const stored = await s3.object(variant.path.slice(UPLOADS_URL_PREFIX.length));
      expect(stored, variant.path).not.toBeNull();
      const fromOther = await get(`${second().baseUrl}${variant.path}`);
      expect(fromOther.status).toBe(200);
      expect(fromOther.body.equals(stored?.data ?? Buffer.alloc(0)), variant.path).toBe(true);
      for (const answer of (await throughNginxFromEach(variant.path)).values()) {
        expect(answer.status).toBe(200);
        expect(answer.body.equals(stored?.data ?? Buffer.alloc(0)), `${variant.path} via ${answer.upstream}`).toBe(
          true,
        );
      }
    }
  });

  it('show an edit saved through one instance on the page the other keeps in memory', async () => {
    const page = async (instance: Instance) => (await get(`${instance.baseUrl}/contact`)).body.toString('utf8');
    const current = (await (await admin(first(), 'GET', '/api/admin/settings')).json()) as { data: SiteSettings };
    const before = current.data;
    const withPhone = (phone: string): SiteSettings => ({ ...before, contact: { ...before.contact, phone } });
    expect(await page(second())).toContain(before.contact.phone);

    // Written behind the site's back (no back-office request, no notification): the other keeps its page.
    await first().ctx.app.settingsRepository.saveSiteSettings(withPhone('+224 600 00 00 11'));
    expect(await page(second())).toContain(before.contact.phone);
    expect(await page(second())).not.toContain('+224 600 00 00 11');

    const saved = await admin(first(), 'PUT', '/api/admin/settings', withPhone('+224 600 00 00 12'));
    expect(saved.status).toBe(200);
    await vi.waitFor(async () => expect(await page(second())).toContain('+224 600 00 00 12'), {
      timeout: 5_000,
      interval: 25,
    });
    for (const answer of (await throughNginxFromEach('/contact')).values()) {
      expect(answer.body.toString('utf8'), answer.upstream).toContain('+224 600 00 00 12');
    }
  });
});
