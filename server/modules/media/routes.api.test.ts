import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from '#contract/images.ts';
import type { AdminMedia, LibraryMedia } from '#contract/schemas/media.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, media } from '../../db/schema.ts';
import { seedDemoContent } from '../../db/seed/seed-demo-content.ts';
import { type Part, multipart, picture } from '../../test-support/media-uploads.ts';
import { TEST_SECRET, body, createUser, loginAs } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

const UNSUPPORTED_FR = 'Format non pris en charge : envoyez une image JPEG, PNG, WebP ou AVIF (5 Mo max).';
const UNSUPPORTED_EN = 'Unsupported format: send a JPEG, PNG, WebP or AVIF image (5 MB max).';

let app: App;
let database: Database;
let uploadsDir: string;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-media-test-'));
  database = await openTestDatabase();
  await seedDemoContent(database.db);
  app = await buildApp({ database, publicUrl: 'http://localhost:3000', appSecret: TEST_SECRET, uploadsDir });
  await app.ready();
  await createUser(database, { email: 'admin@weltaare.test', password: 'admin long password', role: 'admin' });
  await createUser(database, { email: 'editor@weltaare.test', password: 'editor long password', role: 'editor' });
  adminToken = await loginAs(app, 'admin@weltaare.test', 'admin long password');
  editorToken = await loginAs(app, 'editor@weltaare.test', 'editor long password');
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function upload(
  file: Buffer | null,
  options: { fileName?: string; type?: string; fields?: Record<string, string>; token?: string; lang?: string } = {},
) {
  const parts: Part[] = Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', value: file, fileName: options.fileName ?? 'photo.jpg', type: options.type });
  const { payload, headers } = await multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/admin/media${options.lang ? `?lang=${options.lang}` : ''}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${options.token ?? adminToken}` },
  });
}

const fileOf = (publicPath: string) => path.join(uploadsDir, publicPath.replace(/^\/media\/uploads\//, ''));

describe('POST /api/admin/media', () => {
  it('re-encodes a JPEG into WebP and AVIF at every cover width, on disk and in the database', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    const response = await upload(jpeg, { fields: { alt_fr: 'Notre équipe à Kaloum', alt_en: 'Our team in Kaloum' } });
    expect(response.statusCode).toBe(201);
    const created = body<AdminMedia>(response).data;
    expect(created.base).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{20}$/);
    expect(created).toMatchObject({
      kind: 'cover',
      width: 960,
      height: 640,
      alt: { fr: 'Notre équipe à Kaloum', en: 'Our team in Kaloum' },
      mime_type: 'image/jpeg',
      original_name: 'photo.jpg',
      bytes: jpeg.length,
    });
    expect(created.variants.map((variant) => `${variant.format}-${variant.width}x${variant.height}`).sort()).toEqual([
      'avif-480x320',
      'avif-960x640',
      'webp-480x320',
      'webp-960x640',
    ]);

    for (const variant of created.variants) {
      expect(variant.path).toBe(`${created.base}-${variant.width}.${variant.format}`);
      const metadata = await sharp(fileOf(variant.path)).metadata();
      expect(metadata.format).toBe(variant.format === 'webp' ? 'webp' : 'heif');
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect(metadata.exif).toBeUndefined();
    }

    const [row] = await database.db.select().from(media).where(eq(media.id, created.id));
    expect(row?.variants).toHaveLength(4);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityType, 'media'));
    expect(audit).toMatchObject({ action: 'upload', entityId: String(created.id) });
  });

  it('accepts PNG, WebP and AVIF, and crops portraits and logos to their aspect ratio', async () => {
    const cases = [
      { file: await picture().png().toBuffer(), kind: 'portrait', type: 'image/png' },
      { file: await picture().webp().toBuffer(), kind: 'logo', type: 'image/webp' },
      { file: await picture(640, 480).avif().toBuffer(), kind: 'cover', type: 'image/avif' },
    ] as const;
    for (const { file, kind, type } of cases) {
      const response = await upload(file, { fileName: 'image', fields: { kind } });
      expect(response.statusCode, `${type} as ${kind}`).toBe(201);
      const created = body<AdminMedia>(response).data;
      expect(created.kind).toBe(kind);
      expect(created.mime_type).toBe(type);
      const ratio = IMAGE_KINDS[kind];
      for (const width of ratio.widths) {
        const height = Math.round((width * ratio.height) / ratio.width);
        for (const format of ['webp', 'avif']) {
          const metadata = await sharp(fileOf(`${created.base}-${width}.${format}`)).metadata();
          expect([metadata.width, metadata.height]).toEqual([width, height]);
        }
      }
    }
  });

  it('trusts the content, not the name or declared type: a PNG named photo.jpg is a PNG', async () => {
    const png = await picture().png().toBuffer();
    const response = await upload(png, { fileName: 'photo.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    expect(body<AdminMedia>(response).data.mime_type).toBe('image/png');
  });

  it('turns the image upright from its EXIF orientation and keeps no metadata', async () => {
    // Stored upside down (orientation 3): the blue half, stored on the right, shows on the left.
    const jpeg = await picture()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret camera owner' } })
      .withMetadata({ orientation: 3 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(3);
    const response = await upload(jpeg);
    expect(response.statusCode).toBe(201);
    const variant = body<AdminMedia>(response).data.variants.find((v) => v.format === 'webp' && v.width === 960);
    const file = fileOf(variant?.path ?? '');
    const metadata = await sharp(file).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const { data } = await sharp(file).extract({ left: 20, top: 300, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(data[2]).toBeGreaterThan(150);
    expect(data[0]).toBeLessThan(100);
  });

  it('refuses SVG, GIF, PDF and a text file named photo.jpg with the message, storing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
    const text = Buffer.from('Bonjour, ceci est un texte et pas une image.');
    const before = (await database.db.select().from(media)).length;
    const filesBefore = await readdir(uploadsDir, { recursive: true });
    for (const [file, fileName, type] of [
      [svg, 'logo.svg', 'image/svg+xml'],
      [gif, 'anim.gif', 'image/gif'],
      [pdf, 'doc.pdf', 'application/pdf'],
      [text, 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const response = await upload(file, { fileName, type });
      expect(response.statusCode, fileName).toBe(415);
      expect(body(response)).toEqual({ success: false, message: UNSUPPORTED_FR });
    }
    const english = await upload(svg, { fileName: 'logo.svg', lang: 'en' });
    expect(body(english).message).toBe(UNSUPPORTED_EN);
    expect(await database.db.select().from(media)).toHaveLength(before);
    expect(await readdir(uploadsDir, { recursive: true })).toEqual(filesBefore);
  });

  it('refuses a file that starts like a JPEG but does not decode', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    const response = await upload(fake);
    expect(response.statusCode).toBe(415);
    expect(body(response).message).toBe(UNSUPPORTED_FR);
  });

  it('answers 413 with a clear message above 5 MB', async () => {
    const big = Buffer.concat([await picture(200, 200).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(big, { fileName: 'big.png' });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({
      success: false,
      message: 'Fichier trop volumineux : envoyez une image JPEG, PNG, WebP ou AVIF de 5 Mo maximum.',
    });
  });

  it('reports a missing file, a bad kind and unknown fields as 422 field errors', async () => {
    const missing = await upload(null, { fields: { alt_fr: 'Sans fichier' } });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toEqual({ file: ['Choisissez une image à envoyer'] });

    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(json.statusCode).toBe(422);

    const truncated = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
      headers: { 'content-type': 'multipart/form-data; boundary=cut', authorization: `Bearer ${adminToken}` },
    });
    expect(truncated.statusCode).toBe(422);

    const jpeg = await picture(300, 200).jpeg().toBuffer();
    const invalid = await upload(jpeg, { fields: { kind: 'banner', alt_en: 'English only', owner: 'me' } });
    expect(invalid.statusCode).toBe(422);
    expect(body(invalid).errors).toEqual({ kind: ['Valeur invalide'], owner: ['Champ non autorisé'] });

    const englishOnly = await upload(jpeg, { fields: { alt_en: 'English only' } });
    expect(englishOnly.statusCode).toBe(422);
    expect(body(englishOnly).errors).toEqual({ alt_fr: ['Le texte en français est obligatoire'] });
  });

  it('requires a session (401) and lets editors upload', async () => {
    const jpeg = await picture(300, 200).jpeg().toBuffer();
    const { payload, headers } = await multipart([{ name: 'file', value: jpeg, fileName: 'a.jpg' }]);
    const anonymous = await app.inject({ method: 'POST', url: '/api/admin/media', payload, headers });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401);
    expect((await upload(jpeg, { token: editorToken })).statusCode).toBe(201);
  });
});

describe('uploaded files, list and delete', () => {
  it('serves the WebP publicly with its type and a long immutable cache', async () => {
    const created = body<AdminMedia>(await upload(await picture().jpeg().toBuffer())).data;
    const response = await app.inject({ method: 'GET', url: `${created.base}-480.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(480);
    const avif = await app.inject({ method: 'GET', url: `${created.base}-960.avif` });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await app.inject({ method: 'GET', url: `${created.base}-123.webp` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('the base path is accepted by the image fields of the content', async () => {
    const created = body<AdminMedia>(await upload(await picture().jpeg().toBuffer())).data;
    const { imagePathSchema } = await import('#contract/schemas/common.ts');
    expect(imagePathSchema.parse(created.base)).toBe(created.base);
  });

  it('lists the newest first with pagination, for editors too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/media?per_page=2',
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(response.statusCode).toBe(200);
    const json = body<AdminMedia[]>(response);
    expect(json.data).toHaveLength(2);
    expect(json.meta?.total).toBeGreaterThanOrEqual(8);
    const [first, second] = json.data;
    expect((first?.id ?? 0) > (second?.id ?? 0)).toBe(true);
  });

  it('deletes the row and every file, audited; a second delete is 404', async () => {
    const created = body<AdminMedia>(await upload(await picture().jpeg().toBuffer())).data;
    const files = created.variants.map((variant) => fileOf(variant.path));
    expect(files.every((file) => existsSync(file))).toBe(true);

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${created.id}`,
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(await database.db.select().from(media).where(eq(media.id, created.id))).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: `${created.base}-480.webp` })).statusCode).toBe(404);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'media'), eq(auditLog.entityId, String(created.id))));
    expect(audits.map((entry) => entry.action)).toContain('delete');

    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${created.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the media library', () => {
  const authorized = (token = editorToken) => ({ authorization: `Bearer ${token}` });
  const list = async (query: string, lang = 'fr') =>
    body<LibraryMedia[]>(
      await app.inject({ method: 'GET', url: `/api/admin/media?${query}&lang=${lang}`, headers: authorized() }),
    );
  const firstOf = async (kind: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/${kind}?per_page=1`, headers: authorized() });
    return body<{ id: number }[]>(response).data[0]?.id ?? 0;
  };

  it('searches the file name and both alt texts, narrows by kind, and counts what it found', async () => {
    const marker = `kaloum${Date.now()}`;
    await upload(await picture().jpeg().toBuffer(), { fileName: `${marker}-bureau.jpg` });
    await upload(await picture().png().toBuffer(), {
      fields: { kind: 'portrait', alt_fr: `Portrait de Fatou ${marker}`, alt_en: 'Portrait of Fatou' },
    });
    await upload(await picture().png().toBuffer(), {
      fields: { kind: 'logo', alt_fr: 'Logo', alt_en: `Logo ${marker}` },
    });

    const found = await list(`search=${marker}`);
    expect(found.meta?.total).toBe(3);
    expect(found.data.map((item) => item.kind)).toEqual(['logo', 'portrait', 'cover']);
    expect((await list(`search=${marker.toUpperCase()}&kind=portrait`)).data.map((item) => item.alt?.en)).toEqual([
      'Portrait of Fatou',
    ]);
    const logos = await list('kind=logo&per_page=100');
    expect(logos.data.length).toBeGreaterThan(0);
    expect(logos.data.every((item) => item.kind === 'logo')).toBe(true);
    // LIKE's wildcards are taken literally.
    expect((await list('search=%25')).meta?.total).toBe(0);
    const badKind = await app.inject({ method: 'GET', url: '/api/admin/media?kind=banner', headers: authorized() });
    expect(badKind.statusCode).toBe(422);
  });

  it('edits the alt text in both languages, audited; English without French is refused in the visitor language', async () => {
    const created = body<AdminMedia>(await upload(await picture().jpeg().toBuffer())).data;
    const patch = (payload: Record<string, unknown>, lang = 'fr') =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/media/${created.id}?lang=${lang}`,
        payload,
        headers: authorized(),
      });
    const saved = await patch({ alt: { fr: '  Équipe au travail ', en: 'Team at work' } });
    expect(saved.statusCode).toBe(200);
    expect(body<LibraryMedia>(saved).data.alt).toEqual({ fr: 'Équipe au travail', en: 'Team at work' });
    expect(body<LibraryMedia>(saved).message).toBe('Modifications enregistrées');
    expect((await list(`search=quipe au trav`)).data.map((item) => item.id)).toContain(created.id);

    const refused = await patch({ alt: { fr: '', en: 'Team' } }, 'en');
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors?.['alt.fr']).toEqual(['The French text is required']);
    expect((await patch({ alt: null, extra: 1 })).statusCode).toBe(422);
    expect((await patch({ alt: null })).statusCode).toBe(200);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/admin/media/2147483647',
      payload: { alt: null },
      headers: authorized(),
    });
    expect(missing.statusCode).toBe(404);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'media'), eq(auditLog.entityId, String(created.id))));
    expect(audits.filter((entry) => entry.action === 'update')).toHaveLength(2);
  });

  it('lists where each image is used, and refuses to delete it (409, in the visitor language) until it is not', async () => {
    const image = body<AdminMedia>(await upload(await picture().jpeg().toBuffer())).data;
    const serviceId = await firstOf('services');
    const postId = await firstOf('blog');
    const service = await app.inject({
      method: 'PATCH',
      url: `/api/admin/services/${serviceId}`,
      payload: { featured_image: image.base },
      headers: authorized(),
    });
    expect(service.statusCode).toBe(200);
    const figure = `<figure><img src="${image.base}-960.webp" alt="Bureau" width="960" height="640"><figcaption>Bureau</figcaption></figure>`;
    const post = await app.inject({
      method: 'PATCH',
      url: `/api/admin/blog/${postId}`,
      payload: { body: { fr: `<p>Texte</p>${figure}`, en: '<p>Text</p>' } },
      headers: authorized(),
    });
    expect(post.statusCode).toBe(200);

    const shown = (await list(`search=&per_page=100`, 'en')).data.find((item) => item.id === image.id);
    expect(shown?.usages.map((usage) => [usage.kind, usage.id])).toEqual([
      ['services', serviceId],
      ['blog', postId],
    ]);
    expect(shown?.usages.every((usage) => usage.name.length > 0)).toBe(true);

    const refusedFr = await app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${image.id}`,
      headers: authorized(),
    });
    expect(refusedFr.statusCode).toBe(409);
    expect(body(refusedFr).message).toBe('Cette image est encore utilisée : retirez-la d’abord des contenus listés');
    expect(body(refusedFr).errors?.usages).toHaveLength(2);
    expect(body(refusedFr).errors?.usages?.[0]).toMatch(/^Services : /);
    const refusedEn = await app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${image.id}?lang=en`,
      headers: authorized(),
    });
    expect(body(refusedEn).message).toBe('This image is still in use: remove it from the listed content first');
    expect(body(refusedEn).errors?.usages?.[1]).toMatch(/^Blog: /);
    expect(existsSync(fileOf(`${image.base}-960.webp`))).toBe(true);

    await app.inject({
      method: 'PATCH',
      url: `/api/admin/services/${serviceId}`,
      payload: { featured_image: null },
      headers: authorized(),
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/blog/${postId}`,
      payload: { body: { fr: '<p>Texte</p>', en: '<p>Text</p>' } },
      headers: authorized(),
    });
    const one = body<LibraryMedia>(
      await app.inject({ method: 'GET', url: `/api/admin/media/${image.id}`, headers: authorized() }),
    );
    expect(one.data.usages).toEqual([]);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/media/${image.id}`, headers: authorized() });
    expect(deleted.statusCode).toBe(200);
  });
});
