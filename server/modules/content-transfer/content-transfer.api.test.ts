import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentImportReport } from '#contract/schemas/content-transfer.ts';
import { auditLog, pages, projects, services, testimonials } from '../../db/schema.ts';
import { multipart, picture } from '../../test-support/media-uploads.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../../test-support/vite-pages.ts';
import { PAGE_KEYS } from '#contract/site-pages.ts';

let vite: VitePages;
let source: TestContext;
let admin: SignedInStaff;
let exported: Buffer;
/** What the source site shows besides its demo content: a project of a service, with an uploaded cover. */
let added: { projectSlug: string; cover: string; serviceSlug: string };

/** Sends a content file to check or import, as the back office's screen does. */
const send = (staff: SignedInStaff, url: string, file: Uint8Array) =>
  staff.call('POST', url, Buffer.from(file), { 'content-type': 'application/zip' });

/** The page as a visitor gets it, less what differs on every answer (the scripts' nonce). */
const page = async (ctx: TestContext, url: string) => {
  const response = await ctx.app.inject({ url, headers: { 'accept-language': 'fr' } });
  return { status: response.statusCode, html: response.body.replace(/ nonce="[^"]*"/g, '') };
};

beforeAll(async () => {
  vite = await openVitePages();
  source = await createTestApp({ pages: vite.pages });
  admin = await signInStaff(source, 'admin', 'admin@transfer.test');

  const upload = await multipart([
    { name: 'alt_fr', value: 'Écran de l’application' },
    { name: 'alt_en', value: 'The app’s screen' },
    { name: 'file', value: await picture(1200, 800).jpeg().toBuffer(), fileName: 'ecran.jpg', type: 'image/jpeg' },
  ]);
  const uploaded = await source.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${admin.token}` },
  });
  const image = body<{ variants: { path: string }[] }>(uploaded).data;
  const cover = image.variants[0]!.path.replace(/-\d+\.(?:webp|avif)$/, '');
  const [service] = await source.database.db.select().from(services).where(eq(services.slug, 'web-development'));
  const project = await admin.call('POST', '/api/admin/projects', {
    title: { fr: 'Application de caisse', en: 'Point-of-sale app' },
    summary: { fr: 'Une caisse pour les boutiques de Madina.', en: 'A till for the shops of Madina.' },
    body: { fr: '<p>Des ventes suivies au jour le jour.</p>', en: '<p>Sales followed day by day.</p>' },
    category: 'web',
    service_id: service!.id,
    cover_image: cover,
    published: true,
  });
  expect(project.statusCode).toBe(201);
  added = { projectSlug: body<{ slug: string }>(project).data.slug, cover, serviceSlug: service!.slug };
  // The home page staff rewrote goes with the content: the new site's own is replaced by it.
  const home = body<{ id: number; key: string; sections: { type: string; title: unknown }[] }[]>(
    await admin.call('GET', '/api/admin/pages'),
  ).data.find((page) => page.key === 'home');
  home!.sections[0]!.title = { fr: 'Le numérique au service de Madina', en: 'Digital work for Madina' };
  const rewritten = await admin.call('PUT', `/api/admin/pages/${home!.id}`, { key: 'home', sections: home!.sections });
  expect(rewritten.statusCode).toBe(200);

  const download = await admin.call('GET', '/api/admin/content-transfer/export');
  expect(download.statusCode).toBe(200);
  exported = download.rawPayload;
}, 120_000);
afterAll(async () => {
  await source?.close();
  await vite?.close();
});

describe('the content export (GET /api/admin/content-transfer/export)', () => {
  it('is one ZIP of every kind, the site settings and the images the content shows, for admins only', async () => {
    const files = unzipSync(exported);
    const content = JSON.parse(strFromU8(files['content.json']!)) as {
      format: string;
      kinds: Record<string, Record<string, unknown>[]>;
      settings: { key: string }[];
      media: { storage_key: string }[];
    };
    expect(content.format).toBe('weltaare-content');
    expect(Object.keys(content.kinds).sort()).toEqual(
      [
        'blog',
        'careers',
        'clients',
        'events',
        'pages',
        'projects',
        'services',
        'solutions',
        'team',
        'testimonials',
      ].sort(),
    );
    expect(content.kinds.services).toHaveLength(8);
    expect(content.kinds.projects?.map((project) => project.slug)).toContain(added.projectSlug);
    // Never the instance's secret nor its security policy; never a testimonial's private address.
    expect(content.settings.map((setting) => setting.key)).toEqual(expect.arrayContaining(['company', 'contact']));
    expect(JSON.stringify(content.settings)).not.toMatch(/app_secret|two_factor|retention/);
    for (const testimonial of content.kinds.testimonials ?? []) expect(testimonial).not.toHaveProperty('client_email');
    for (const row of Object.values(content.kinds).flat()) expect(row).not.toHaveProperty('version');
    // The uploaded cover, each of its sizes as a file.
    expect(content.media.map((row) => `/media/uploads/${row.storage_key}`)).toEqual([added.cover]);
    const imageFiles = Object.keys(files).filter((name) => name.startsWith('media/'));
    expect(imageFiles.length).toBeGreaterThan(1);
    for (const name of imageFiles) expect(`/media/uploads/${name.slice('media/'.length)}`).toContain(added.cover);

    const [entry] = await source.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'content'));
    expect(entry).toMatchObject({ action: 'export', userId: admin.user.id });

    const editor = await signInStaff(source, 'editor', 'editor@transfer.test');
    expect((await editor.call('GET', '/api/admin/content-transfer/export')).statusCode).toBe(403);
    expect((await send(editor, '/api/admin/content-transfer/check', exported)).statusCode).toBe(403);
  });
});

describe('the content import (POST /api/admin/content-transfer/check, then /import)', () => {
  // About 160 pages rendered by Vite's development server: 10 s alone, up to four times that beside the rest of the suite.
  it('into a new site: the same public pages, page by page, in both languages', { timeout: 120_000 }, async () => {
    const target = await createTestApp({
      seed: false,
      pages: vite.pages,
      uploadsDir: await mkdtemp(path.join(os.tmpdir(), 'weltaare-imported-')),
    });
    try {
      const staff = await signInStaff(target, 'admin', 'admin@new-site.test');
      const checked = await send(staff, '/api/admin/content-transfer/check', exported);
      expect(checked.statusCode).toBe(200);
      const report = body<ContentImportReport>(checked).data;
      expect(report).toMatchObject({ conflicts: 0, imported: false, media: { images: 1, already_here: 0 } });
      expect(report.kinds.find((kind) => kind.kind === 'services')).toEqual({
        kind: 'services',
        items: 8,
        conflicts: [],
      });
      // Checked, not written.
      expect(await target.database.db.select().from(services)).toEqual([]);

      const imported = await send(staff, '/api/admin/content-transfer/import?lang=en', exported);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(body(imported).message).toBe('Content imported');
      expect(body<ContentImportReport>(imported).data.imported).toBe(true);

      // Ids are this site's own; the project still names its service.
      const [project] = await target.database.db.select().from(projects).where(eq(projects.slug, added.projectSlug));
      const [service] = await target.database.db.select().from(services).where(eq(services.id, project!.serviceId!));
      expect(service?.slug).toBe(added.serviceSlug);

      const sitemap = (await source.app.inject({ url: '/sitemap.xml' })).body;
      const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
      expect(paths.length).toBeGreaterThan(40);
      expect(paths).toContain(`/portfolio/${added.projectSlug}`);
      expect((await target.app.inject({ url: '/sitemap.xml' })).body).toBe(sitemap);
      for (const path of paths) {
        const [before, after] = await Promise.all([page(source, path), page(target, path)]);
        expect(after.status, path).toBe(200);
        expect(after.html, path).toBe(before.html);
      }
      expect((await page(target, `/portfolio/${added.projectSlug}`)).html).toContain('Application de caisse');
      expect((await page(target, `/en/portfolio/${added.projectSlug}`)).html).toContain('Point-of-sale app');
      expect((await page(target, '/')).html).toContain('Le numérique au service de Madina');
      // The cover is served by the new site, byte for byte.
      const variant = `${added.cover}-480.webp`;
      const [original, copy] = await Promise.all([
        source.app.inject({ url: variant }),
        target.app.inject({ url: variant }),
      ]);
      expect(copy.statusCode).toBe(200);
      expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);
    } finally {
      await target.close();
    }
  });

  it('reports the items already here before writing anything, and imports only when told to skip them', async () => {
    const checked = body<ContentImportReport>(await send(admin, '/api/admin/content-transfer/check', exported)).data;
    const projectsReport = checked.kinds.find((kind) => kind.kind === 'projects')!;
    expect(projectsReport.conflicts).toContainEqual({ name: 'Application de caisse', slug: added.projectSlug });
    // Every item is already here, but the site's own pages, which the file's replace.
    const items = checked.kinds.filter((kind) => kind.kind !== 'pages');
    expect(checked.conflicts).toBe(items.reduce((sum, kind) => sum + kind.items, 0));
    expect(checked.kinds.find((kind) => kind.kind === 'pages')).toEqual({
      kind: 'pages',
      items: PAGE_KEYS.length,
      conflicts: [],
    });
    expect(checked.media).toEqual({ images: 1, already_here: 1 });
    expect(checked.settings).toEqual([]);

    const before = await source.database.db.select().from(projects);
    const homeBefore = await source.database.db.select().from(pages);
    const refused = await send(admin, '/api/admin/content-transfer/import', exported);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(
      'Des éléments de ce fichier existent déjà sur ce site\u00a0: vérifiez le fichier, puis choisissez de les ignorer',
    );
    const skipped = await send(admin, '/api/admin/content-transfer/import?on_conflict=skip', exported);
    expect(skipped.statusCode).toBe(200);
    expect(await source.database.db.select().from(projects)).toEqual(before);
    // The site's home page is the file's already: left as it is, its version too (a form open on it stays valid).
    expect(await source.database.db.select().from(pages)).toEqual(homeBefore);
  });

  it('takes a new item whose relation names one already here, cleans its rich text, and refuses what is not an export', async () => {
    const files = unzipSync(exported);
    const content = JSON.parse(strFromU8(files['content.json']!)) as {
      kinds: Record<string, Record<string, unknown>[]>;
    };
    const [testimonial] = await source.database.db.select().from(testimonials).limit(1);
    const sourceProject = content.kinds.projects!.find((project) => project.slug === added.projectSlug)!;
    content.kinds.testimonials = [
      {
        ...content.kinds.testimonials!.find((row) => row.id === testimonial!.id),
        client_name: 'Aïssatou Camara',
        project_id: sourceProject.id,
      },
    ];
    content.kinds.blog = content.kinds.blog!.slice(0, 1).map((post) => ({
      ...post,
      slug: 'article-importe',
      slug_en: 'imported-post',
      body: { fr: '<p>Bonjour<script>alert(1)</script></p>', en: '<p onclick="x()">Hello</p>' },
    }));
    const edited = zipSync({ ...files, 'content.json': strToU8(JSON.stringify(content)) });
    const imported = await send(admin, '/api/admin/content-transfer/import?on_conflict=skip', edited);
    expect(imported.statusCode).toBe(200);

    const [testimonialAdded] = await source.database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.clientName, 'Aïssatou Camara'));
    const [project] = await source.database.db.select().from(projects).where(eq(projects.slug, added.projectSlug));
    expect(testimonialAdded?.projectId).toBe(project!.id);
    const post = await source.app.inject({ url: '/api/blog/article-importe' });
    expect(post.statusCode).toBe(200);
    expect(JSON.stringify(body(post).data)).not.toMatch(/<script|onclick/);

    for (const file of [Buffer.from('not a zip'), zipSync({ 'content.json': strToU8('{"format":"other"}') })]) {
      const refused = await send(admin, '/api/admin/content-transfer/check?lang=en', file);
      expect(refused.statusCode).toBe(422);
      expect(body(refused).message).toBe('This file is not a content export of this site, or it is damaged');
    }
  });
});
