import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService } from '#contract/schemas/service.ts';
import { findProjectRoot } from '../../lib/project-root.ts';
import { serveRealPages } from '../../test-support/pages-app.ts';
import { body, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';
import { decodeAttribute } from './page-content.ts';

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'weltaare-previews-test-'));
const site = serveRealPages('/', { linkPreviewsDir: cacheDir });
let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = site();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

// createTestApp's PUBLIC_URL: every address starts with it, whatever Host the client sends.
const ORIGIN = 'http://localhost:3000';
const FORGED = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };

/** The Open Graph and Twitter tags of a page, as a crawler reads them. */
async function previewMeta(pagePath: string) {
  const response = await ctx.app.inject({ method: 'GET', url: pagePath, headers: FORGED });
  expect(response.statusCode, pagePath).toBe(200);
  const tags = new Map<string, string>();
  for (const [, key, content] of response.body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    if (key && content !== undefined && !tags.has(key)) tags.set(key, decodeAttribute(content));
  }
  return tags;
}

async function fetchPreview(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: url.replace(ORIGIN, ''), headers });
  return response;
}

/** Mean colour of a region (sharp's stats() reads its input, so the region is cut out first). */
async function meanColour(image: sharp.Sharp, region: sharp.Region) {
  const { channels } = await sharp(await image.extract(region).toBuffer()).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

async function jpegSize(data: Buffer) {
  const { format, width, height } = await sharp(data).metadata();
  return { format, width, height };
}

const cacheFiles = async () => (await readdir(cacheDir)).sort();

describe('link previews', () => {
  it('gives every kind of page, in both languages, a 1200x630 JPEG under PUBLIC_URL', async () => {
    const pages = [
      ['/', 'Weltaare'],
      ['/en', 'Weltaare'],
      ['/about', 'À propos'],
      ['/en/about', 'About'],
      ['/services/hosting', 'Hébergement'],
      ['/en/services/hosting', 'Hosting'],
      ['/blog/cybersecurite-cinq-reflexes-pme', ''],
      ['/en/blog/cybersecurity-five-habits-for-your-business', ''],
      ['/en/careers/full-stack-javascript-developer', ''],
    ];
    for (const [pagePath, titleStart] of pages) {
      const meta = await previewMeta(pagePath!);
      const image = meta.get('og:image')!;
      expect(image, pagePath).toMatch(/^http:\/\/localhost:3000\/og\/(fr|en)[a-z0-9/-]*\.jpg\?v=[0-9a-z]+$/);
      expect(meta.get('og:image:type')).toBe('image/jpeg');
      expect(meta.get('og:image:width')).toBe('1200');
      expect(meta.get('og:image:height')).toBe('630');
      expect(meta.get('og:image:alt')).toContain(titleStart);
      expect(meta.get('twitter:card')).toBe('summary_large_image');

      const response = await fetchPreview(image, FORGED);
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[0-9a-f]+"$/);
      expect(response.headers['last-modified']).toBeDefined();
      expect(await jpegSize(response.rawPayload)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
    expect((await previewMeta('/en/about')).get('og:image')).toMatch(/\/og\/en\/about\.jpg\?v=/);
    expect((await previewMeta('/')).get('og:image')).toMatch(/\/og\/fr\.jpg\?v=/);
  });

  it('draws a page’s own cover beside its title', async () => {
    const region = { left: 720, top: 0, width: 480, height: 630 };
    const response = await fetchPreview('/og/en/services/hosting.jpg');
    const coverSide = await meanColour(sharp(response.rawPayload), region);
    const coverFile = path.join(findProjectRoot(), 'public/media/seed/services/hosting-960.webp');
    const cover = await meanColour(sharp(await sharp(coverFile).resize(520, 630, { fit: 'cover' }).toBuffer()), {
      ...region,
      left: 40,
    });
    coverSide.forEach((mean, index) => expect(Math.abs(mean - cover[index]!)).toBeLessThan(4));
    const plain = await fetchPreview('/og/en/careers/full-stack-javascript-developer.jpg');
    const plainSide = await meanColour(sharp(plain.rawPayload), region);
    expect(Math.abs(plainSide[2]! - coverSide[2]!)).toBeGreaterThan(10);
  });

  it('answers 404 for anything that is not a public page, never 5xx', async () => {
    for (const url of [
      '/og/fr/services/no-such-service.jpg',
      '/og/en/blog/no-such-post.jpg',
      '/og/fr/careers/technicien-support-informatique.jpg',
      '/og/fr/nowhere.jpg',
      '/og/fr/admin.jpg',
      '/og/fr/admin/services.jpg',
      '/og/en/admin/login.jpg',
      '/og/fr/profile.jpg',
      '/og/fr/api/services.jpg',
      '/og/fr/api/admin/users.jpg',
      '/og/de/about.jpg',
      '/og/FR/about.jpg',
      '/og/fr/about.png',
      '/og/fr/about',
      '/og/fr/about.jpg/',
      '/og/fr.jpg.jpg',
      '/og/fr/../../../etc/passwd.jpg',
      '/og/fr/..%2F..%2F..%2Fetc%2Fpasswd.jpg',
      '/og/fr/%2e%2e/%2e%2e/package.json.jpg',
      '/og/fr/services/..%2fhosting.jpg',
      '/og//fr/about.jpg',
      '/og/fr/services/hosting/extra.jpg',
      '/og/fr/blog/a%00b.jpg',
      '/og/',
    ]) {
      const response = await fetchPreview(url, FORGED);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('gives a changed title a new address and a new image; the old address gets the new one, briefly', async () => {
    const created = await editor.call('POST', '/api/admin/services', {
      name: { fr: 'Maintenance & infogérance', en: 'Maintenance & managed IT' },
      short_description: { fr: 'Nous gardons vos systèmes en marche.', en: 'We keep your systems running.' },
      description: { fr: 'Supervision, mises à jour, sauvegardes.' },
      features: [{ fr: 'Supervision' }],
      process: [{ title: { fr: 'Audit' }, description: { fr: 'Nous auditons.' } }],
      faqs: [{ question: { fr: 'Combien ?' }, answer: { fr: 'Sur devis.' } }],
      icon: 'Zap',
      featured_image: '/media/seed/services/hosting',
      active: true,
      featured: false,
      slug: 'maintenance',
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = body<AdminService>(created).data;

    const before = (await previewMeta('/services/maintenance')).get('og:image')!;
    const first = await fetchPreview(before);
    expect(first.statusCode).toBe(200);
    const filesBefore = await cacheFiles();

    const {
      id,
      created_at: _created,
      updated_at: _updated,
      ...input
    } = service as AdminService & Record<string, unknown>;
    const updated = await editor.call('PUT', `/api/admin/services/${id}`, {
      ...input,
      name: { fr: 'Maintenance <24/7> & infogérance', en: 'Maintenance & managed IT' },
    });
    expect(updated.statusCode).toBe(200);

    const after = (await previewMeta('/services/maintenance')).get('og:image')!;
    expect(after).not.toBe(before);
    expect(after.split('?')[0]).toBe(before.split('?')[0]);
    const second = await fetchPreview(after);
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const filesAfter = await cacheFiles();
    expect(filesAfter.filter((file) => !filesBefore.includes(file))).toHaveLength(1);

    // The English title did not change: its preview keeps its address.
    expect((await previewMeta('/en/services/maintenance')).get('og:image:alt')).toBe('Maintenance & managed IT');

    const stale = await fetchPreview(before);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=600');
    expect(stale.rawPayload.equals(second.rawPayload)).toBe(true);

    await editor.call('PATCH', `/api/admin/services/${id}/deactivate`);
    expect((await fetchPreview(after)).statusCode).toBe(404);
  });

  it('answers the same whatever Host is sent, and 304 to a matching If-None-Match', async () => {
    const plain = await fetchPreview('/og/en/contact.jpg');
    const forged = await fetchPreview('/og/en/contact.jpg', FORGED);
    expect(forged.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(forged.headers.etag).toBe(plain.headers.etag);
    const again = await fetchPreview('/og/en/contact.jpg', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('draws a preview once when the first requests arrive together, leaving no partial file', async () => {
    const before = await cacheFiles();
    const responses = await Promise.all(Array.from({ length: 6 }, () => fetchPreview('/og/fr/terms.jpg')));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    }
    const added = (await cacheFiles()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f]+\.jpg$/);
  });
});
