import http from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMedia } from '#contract/schemas/media.ts';
import type { AdminService } from '#contract/schemas/service.ts';
import type { App } from '../../app.ts';
import { media } from '../../db/schema.ts';
import { multipart, picture } from '../../test-support/media-uploads.ts';
import { type S3Server, startS3Server } from '../../test-support/s3-server.ts';
import { type TcpProxy, startTcpProxy } from '../../test-support/tcp-proxy.ts';
import { type SignedInStaff, type TestContext, body, createTestApp, signInStaff } from '../../test-support/test-app.ts';
import type { BucketSettings } from './bucket-storage.ts';
import { UPLOADED_FILE_CACHE_CONTROL, UPLOADS_URL_PREFIX } from './storage.ts';

/** A relay in front of the bucket that refuses the PUTs whose path ends with `refusedSuffix` (a policy saying no). */
interface RefusingRelay {
  bucket: BucketSettings;
  refusedSuffix: string | null;
  /** What went through: method and path of every request the bucket answered. */
  passed: string[];
  close(): Promise<void>;
}

async function startRefusingRelay(s3: S3Server): Promise<RefusingRelay> {
  const target = new URL(s3.bucket.endpoint ?? '');
  const relay: RefusingRelay = { bucket: s3.bucket, refusedSuffix: null, passed: [], close: async () => undefined };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (request.method === 'PUT' && relay.refusedSuffix && url.split('?')[0]?.endsWith(relay.refusedSuffix)) {
      request.resume();
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>No</Message></Error>',
      );
      return;
    }
    // Headers as sent, Host included: the request's signature covers them.
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: url, headers: request.headers },
      (answer) => {
        relay.passed.push(`${request.method} ${url.split('?')[0]}`);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  relay.bucket = { ...s3.bucket, endpoint: `http://127.0.0.1:${port}` };
  relay.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return relay;
}

let s3: S3Server;
/** Between the app and the bucket: cut to make the bucket unreachable. */
let proxy: TcpProxy;
let relay: RefusingRelay;
let ctx: TestContext;
let uploadsDir: string;
let admin: SignedInStaff;
let previewsDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  const endpoint = new URL(s3.bucket.endpoint ?? '');
  proxy = await startTcpProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
  relay = await startRefusingRelay(s3);
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-bucket-test-'));
  previewsDir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-bucket-previews-'));
  ctx = await createTestApp({
    uploadsDir,
    linkPreviewsDir: previewsDir,
    bucket: { ...s3.bucket, endpoint: `http://127.0.0.1:${proxy.port}` },
  });
  admin = await signInStaff(ctx, 'admin');
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await relay.close();
  await proxy.close();
  await s3.close();
  await rm(uploadsDir, { recursive: true, force: true });
  await rm(previewsDir, { recursive: true, force: true });
});

async function upload(app: App, file: Buffer, fields: Record<string, string> = {}) {
  const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const { payload, headers } = await multipart([...parts, { name: 'file', value: file, fileName: 'photo.jpg' }]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload,
    headers: { ...headers, authorization: `Bearer ${admin.token}` },
  });
}

async function uploaded(app: App = ctx.app, file?: Buffer): Promise<AdminMedia> {
  const response = await upload(app, file ?? (await picture().jpeg().toBuffer()));
  expect(response.statusCode, response.body).toBe(201);
  return body<AdminMedia>(response).data;
}

const keyOf = (publicPath: string) => publicPath.slice(UPLOADS_URL_PREFIX.length);
const mediaRows = async () => (await ctx.database.db.select().from(media)).length;

describe('uploads in an S3 bucket', () => {
  it('writes every variant to the bucket under the disk’s keys, with its type and an immutable Cache-Control; nothing on disk', async () => {
    const created = await uploaded();
    expect(created.base).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{20}$/);
    expect(created.variants).toHaveLength(4);
    for (const variant of created.variants) {
      const key = keyOf(variant.path);
      expect(key).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]{20}-(480|960)\.(webp|avif)$/);
      const object = await s3.object(key);
      expect(object, key).not.toBeNull();
      expect(object?.contentType).toBe(variant.format === 'webp' ? 'image/webp' : 'image/avif');
      expect(object?.cacheControl).toBe(UPLOADED_FILE_CACHE_CONTROL);
      expect(object?.data.length).toBe(variant.bytes);
      const metadata = await sharp(object?.data).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        variant.format === 'webp' ? 'webp' : 'heif',
        variant.width,
        variant.height,
      ]);
    }
    expect(await readdir(uploadsDir, { recursive: true })).toEqual([]);
  });

  it('serves a variant at its public path from the bucket: same bytes, type, immutable cache, ETag and 304', async () => {
    const created = await uploaded();
    const webp = created.variants.find((variant) => variant.format === 'webp' && variant.width === 480);
    const stored = await s3.object(keyOf(webp?.path ?? ''));

    const response = await ctx.app.inject({ method: 'GET', url: webp?.path ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(stored?.data.length));
    expect(response.headers.etag).toBe(stored?.etag);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(stored?.data ?? Buffer.alloc(0))).toBe(true);

    const again = await ctx.app.inject({
      method: 'GET',
      url: webp?.path ?? '',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(stored?.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const other = await ctx.app.inject({ method: 'GET', url: webp?.path ?? '', headers: { 'if-none-match': '"0"' } });
    expect(other.statusCode).toBe(200);

    const avif = await ctx.app.inject({ method: 'GET', url: `${created.base}-960.avif` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(960);

    const head = await ctx.app.inject({ method: 'HEAD', url: webp?.path ?? '' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a missing object and for any path that names no upload, never 5xx', async () => {
    const created = await uploaded();
    const missing = [
      `${created.base}-123.webp`,
      `${UPLOADS_URL_PREFIX}2020/01/0123456789abcdef0123-480.webp`,
      `${UPLOADS_URL_PREFIX}2020/01/0123456789abcdef0123-480.avif`,
    ];
    for (const url of missing) expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    for (const url of [
      '/media/uploads/',
      '/media/uploads/../../etc/passwd',
      '/media/uploads/%2e%2e/%2e%2e/package.json',
      `/media/uploads/${keyOf(created.base)}-480.webp.exe`,
      `/media/uploads//${keyOf(created.base)}-480.webp`,
      `/media/uploads/${keyOf(created.base).replaceAll('/', '%2F')}-480.webp`,
      `/media/uploads/${keyOf(created.base)}-480.png`,
      '/media/uploads/2020/01/../../../weltaare-uploads',
      '/media/uploads/2020/01/x%00y-480.webp',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    // A malformed If-None-Match is not the bucket's business: the file is sent.
    for (const ifNoneMatch of ['garbage', '"unterminated', 'W/', '"a" "b"', 'x'.repeat(5000)]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${created.base}-480.webp`,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode, ifNoneMatch.slice(0, 20)).toBe(200);
    }
  });

  it('deleting an image removes its objects from the bucket', async () => {
    const created = await uploaded();
    const keys = created.variants.map((variant) => keyOf(variant.path));
    for (const key of keys) expect(await s3.exists(key)).toBe(true);
    const response = await admin.call('DELETE', `/api/admin/media/${created.id}`);
    expect(response.statusCode).toBe(200);
    for (const key of keys) expect(await s3.exists(key), key).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `${created.base}-480.webp` })).statusCode).toBe(404);
  });

  it('draws a link preview with an uploaded cover read from the bucket', async () => {
    const green = [20, 200, 60];
    const cover = await uploaded(ctx.app, await picture(1200, 800, { left: green, right: green }).jpeg().toBuffer());
    const created = await admin.call('POST', '/api/admin/services', {
      name: { fr: 'Stockage objet', en: 'Object storage' },
      short_description: { fr: 'Vos fichiers dans un seau S3.', en: 'Your files in an S3 bucket.' },
      description: { fr: 'Sauvegardes et fichiers.' },
      features: [{ fr: 'Seaux' }],
      process: [{ title: { fr: 'Audit' }, description: { fr: 'Nous auditons.' } }],
      faqs: [{ question: { fr: 'Combien ?' }, answer: { fr: 'Sur devis.' } }],
      icon: 'Zap',
      featured_image: cover.base,
      active: true,
      featured: false,
      slug: 'stockage-objet',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(body<AdminService>(created).data.featured_image).toBe(cover.base);

    const preview = await ctx.app.inject({ method: 'GET', url: '/og/en/services/stockage-objet.jpg' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const coverSide = await sharp(preview.rawPayload)
      .extract({ left: 720, top: 0, width: 480, height: 630 })
      .toBuffer();
    const { channels } = await sharp(coverSide).stats();
    const mean = channels.slice(0, 3).map((channel) => channel.mean);
    mean.forEach((value, index) => expect(Math.abs(value - green[index]!)).toBeLessThan(12));
  });

  it('a write the bucket refuses half-way removes what was written and keeps no row', async () => {
    const app = (await createTestApp({ database: ctx.database, bucket: relay.bucket })).app;
    try {
      const keysBefore = await s3.keys();
      const rowsBefore = await mediaRows();
      relay.refusedSuffix = '-960.avif';
      relay.passed.length = 0;
      const response = await upload(app, await picture().jpeg().toBuffer());
      expect(response.statusCode).toBe(500);
      expect(body(response)).toEqual({ success: false, message: 'Erreur interne du serveur' });
      // Two variants were written before the refusal, then removed.
      expect(relay.passed.filter((line) => line.startsWith('PUT '))).toHaveLength(2);
      expect(relay.passed.some((line) => line.startsWith('POST '))).toBe(true);
      expect(await s3.keys()).toEqual(keysBefore);
      expect(await mediaRows()).toBe(rowsBefore);
    } finally {
      relay.refusedSuffix = null;
      await app.close();
    }
  });

  it('a bucket that is down fails the upload as a disk that cannot write does (500, no row), and files answer 503', async () => {
    // The disk's answer when it cannot write: a file stands where the year's folder should be.
    const blockedDir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-blocked-uploads-'));
    await writeFile(path.join(blockedDir, String(new Date().getUTCFullYear())), 'not a folder');
    const disk = await createTestApp({ database: ctx.database, uploadsDir: blockedDir });
    const jpeg = await picture().jpeg().toBuffer();
    const rowsBefore = await mediaRows();
    const diskAnswer = await upload(disk.app, jpeg);
    await disk.close();
    await rm(blockedDir, { recursive: true, force: true });
    expect(diskAnswer.statusCode).toBe(500);

    const served = await uploaded();
    const keysBefore = await s3.keys();
    await proxy.cut();
    try {
      const answer = await upload(ctx.app, jpeg);
      expect(answer.statusCode).toBe(diskAnswer.statusCode);
      expect(answer.body).toBe(diskAnswer.body);
      expect(await mediaRows()).toBe(rowsBefore + 1);

      const file = await ctx.app.inject({ method: 'GET', url: `${served.base}-480.webp` });
      expect(file.statusCode).toBe(503);
      expect(file.headers['retry-after']).toBeDefined();
    } finally {
      await proxy.restore();
    }
    expect(await s3.keys()).toEqual(keysBefore);
    expect((await ctx.app.inject({ method: 'GET', url: `${served.base}-480.webp` })).statusCode).toBe(200);
    expect((await upload(ctx.app, jpeg)).statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, served.id));
    expect(row?.storageKey).toBe(keyOf(served.base));
  });
});
