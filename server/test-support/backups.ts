import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../db/client.ts';
import { openArchive } from '../modules/backups/archive.ts';
import { createBackup, tablePart } from '../modules/backups/backup.ts';
import { dumpDatabase } from '../modules/backups/database-dump.ts';
import { openFileStores } from '../modules/backups/file-stores.ts';
import { restoreBackup } from '../modules/backups/restore.ts';
import { pdfFile } from './cv-files.ts';
import { insertJob, submitApplication } from './job-applications.ts';
import { multipart, picture } from './media-uploads.ts';
import { expect } from 'vitest';
import { body, createTestApp, loginAs, signInStaff, type TestContext } from './test-app.ts';
import { createPostgresTestDatabase } from './test-database.ts';

export const tempFolder = (name: string) => mkdtemp(path.join(os.tmpdir(), `weltaare-${name}-`));

/** What a site holds besides its demo content, made through its own API: an image, a message, an application. */
export async function fillSite(ctx: TestContext) {
  const admin = await signInStaff(ctx, 'admin', 'gerante@weltaare.test');
  const upload = await multipart([
    { name: 'alt_fr', value: 'Notre bureau à Kaloum' },
    { name: 'alt_en', value: 'Our office in Kaloum' },
    { name: 'file', value: await picture(900, 600).jpeg().toBuffer(), fileName: 'bureau.jpg', type: 'image/jpeg' },
  ]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${admin.token}` },
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload refused: ${uploaded.statusCode}`);
  const image = (uploaded.json() as { data: { id: number; variants: { path: string }[] } }).data;

  const message = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Fatoumata Diallo',
      email: 'fatoumata@example.com',
      subject: 'Sauvegarde',
      message: 'Bonjour, gardez bien ce message.',
    },
  });
  if (message.statusCode !== 201) throw new Error(`message refused: ${message.statusCode}`);

  const job = await insertJob(ctx.database.db, `poste-sauvegarde-${Date.now()}`);
  const cv = pdfFile('CV de Mamadou, à garder');
  const applicationId = await submitApplication(ctx.app, job.slug, 'mamadou@example.com', cv);
  return { adminEmail: admin.user.email, adminPassword: 'gerante long password', image, applicationId, cv };
}

/** A new, empty database of this test project's kind (a folder for PGlite: a restore opens it twice). */
export async function emptyDatabase(
  kind: 'pglite' | 'postgres' = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite',
) {
  if (kind === 'postgres') {
    const created = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    return { options: { url: created.url }, drop: created.drop };
  }
  const dataDir = await tempFolder('restored-db');
  return { options: { dataDir }, drop: async () => undefined };
}

/** Backs the site up to a new archive: its path. */
export async function backUp(ctx: TestContext, appVersion = 'test') {
  const file = path.join(await tempFolder('backup'), 'site.tar.gz');
  const manifest = await createBackup(
    {
      database: ctx.database,
      media: ctx.app.media,
      cvs: ctx.app.jobApplications.cvStorage,
      migrationsDir: MIGRATIONS_DIR,
      appVersion,
    },
    file,
  );
  return { file, manifest };
}

/** Restores an archive into a fresh, empty database and empty data folders: where it went. */
export async function restoreIntoNewSite(file: string, kind?: 'pglite' | 'postgres') {
  const target = await emptyDatabase(kind);
  const dataDir = await tempFolder('restored-files');
  const settings = {
    uploadsDir: path.join(dataDir, 'uploads'),
    privateFilesDir: path.join(dataDir, 'private'),
    bucket: undefined,
  };
  const { default: Fastify } = await import('fastify');
  const stores = openFileStores(settings, Fastify().log);
  try {
    const manifest = await restoreBackup(file, {
      database: target.options,
      media: stores.media,
      cvs: stores.cvs,
      dataFolders: stores.dataFolders,
      migrationsDir: MIGRATIONS_DIR,
    });
    return { manifest, target, settings };
  } finally {
    await stores.close();
  }
}

/** Every row of every table, as text, each table's rows in one order: two databases compare equal when they hold the same. */
export async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const dumps = await dumpDatabase(database.db);
  return Object.fromEntries(
    dumps.map((dump) => [dump.table, (JSON.parse(dump.json) as unknown[]).map((row) => JSON.stringify(row)).sort()]),
  );
}

/** The rows an archive holds, in the same form as everyRow(). */
export async function archivedRows(file: string): Promise<Record<string, string[]>> {
  const archive = await openArchive(file);
  try {
    const tables = await Promise.all(
      archive.manifest.database.tables.map(async ({ table }) => {
        const rows = JSON.parse((await archive.read(tablePart(table))).toString('utf8')) as unknown[];
        return [table, rows.map((row) => JSON.stringify(row)).sort()] as const;
      }),
    );
    return Object.fromEntries(tables);
  } finally {
    await archive.close();
  }
}

/**
 * Restores the archive into a new, empty site (of `kind`) and finds everything again: each row as
 * archived, the staff's sign-in, the message, the CV and every size of the image byte for byte, and
 * ids that go on after the restored ones.
 */
export async function expectRestoredWhole(
  source: TestContext,
  site: Awaited<ReturnType<typeof fillSite>>,
  file: string,
  kind?: 'pglite' | 'postgres',
) {
  const restored = await restoreIntoNewSite(file, kind);
  const database = await openDatabase(restored.target.options);
  const copy = await createTestApp({
    database,
    uploadsDir: restored.settings.uploadsDir,
    privateFilesDir: restored.settings.privateFilesDir,
  });
  try {
    expect(await everyRow(database)).toEqual(await archivedRows(file));

    const token = await loginAs(copy.app, site.adminEmail, site.adminPassword);
    const staff = (url: string) => copy.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    const messages = body<{ name: string; message: string }[]>(await staff('/api/admin/messages'));
    expect(messages.data).toContainEqual(
      expect.objectContaining({ name: 'Fatoumata Diallo', message: 'Bonjour, gardez bien ce message.' }),
    );
    const cv = await staff(`/api/admin/job-applications/${site.applicationId}/cv`);
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(site.cv)).toBe(true);

    for (const variant of site.image.variants) {
      const original = await source.app.inject({ url: variant.path });
      const served = await copy.app.inject({ url: variant.path });
      expect(served.statusCode, variant.path).toBe(200);
      expect(served.rawPayload.equals(original.rawPayload), variant.path).toBe(true);
    }

    const next = await copy.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ibrahima Sow', email: 'ibrahima@example.com', subject: 'Après', message: 'Le site repart.' },
    });
    expect(next.statusCode).toBe(201);
  } finally {
    await copy.close();
    await database.close();
    await restored.target.drop();
  }
}

export { openDatabase };
