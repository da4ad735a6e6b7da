import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../db/client.ts';
import { rowsOfResult } from '../../lib/sql-helpers.ts';
import {
  backUp,
  emptyDatabase,
  expectRestoredWhole,
  fillSite,
  restoreIntoNewSite,
  tempFolder,
} from '../../test-support/backups.ts';
import { createTestApp, type TestContext } from '../../test-support/test-app.ts';
import { openFileStores } from './file-stores.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';
import { migrationsUpTo } from './migrations.ts';
import { BackupArchiveError } from './archive.ts';
import { createBackup } from './backup.ts';

let ctx: TestContext;
let site: Awaited<ReturnType<typeof fillSite>>;

beforeAll(async () => {
  ctx = await createTestApp({ uploadsDir: await tempFolder('uploads'), privateFilesDir: await tempFolder('private') });
  site = await fillSite(ctx);
});
afterAll(() => ctx.close());

describe('backup and restore', () => {
  it('brings back every row, every image and every CV into an empty site, which then runs on them', async () => {
    const { file, manifest } = await backUp(ctx, '1.2.3');
    expect(manifest).toMatchObject({ format: 'weltaare-backup', appVersion: '1.2.3', missingFiles: [] });
    expect(manifest.database.kind).toBe(ctx.database.kind);
    expect(manifest.database.lastMigration).toMatch(/^\d{4}_/);
    expect(manifest.parts.map((part) => part.path)).toEqual(
      expect.arrayContaining(['database/contact_messages.json', 'database/media.json']),
    );
    expect(manifest.parts.filter((part) => part.path.startsWith('uploads/'))).toHaveLength(site.image.variants.length);
    expect(manifest.parts.filter((part) => part.path.startsWith('private/cv/'))).toHaveLength(1);

    await expectRestoredWhole(ctx, site, file);
  });

  it('refuses a database or a data folder that is not empty, naming it, and writes nothing', async () => {
    const { file } = await backUp(ctx);
    const restoreInto = async (database: { url?: string; dataDir?: string }, folders: string) => {
      const stores = openFileStores(
        {
          uploadsDir: path.join(folders, 'uploads'),
          privateFilesDir: path.join(folders, 'private'),
          bucket: undefined,
        },
        ctx.app.log,
      );
      try {
        return await restoreBackup(file, {
          database,
          media: stores.media,
          cvs: stores.cvs,
          dataFolders: stores.dataFolders,
          migrationsDir: MIGRATIONS_DIR,
        });
      } finally {
        await stores.close();
      }
    };

    const filled = await emptyDatabase();
    const untouched = await emptyDatabase();
    try {
      await restoreInto(filled.options, await tempFolder('first'));
      await expect(restoreInto(filled.options, await tempFolder('second'))).rejects.toThrow(
        /^the database is not empty: .*contact_messages \(\d+\).*Restore into an empty database\.$/,
      );

      const leftOver = await tempFolder('left-over');
      await mkdir(path.join(leftOver, 'uploads', '2026'), { recursive: true });
      await writeFile(path.join(leftOver, 'uploads', '2026', 'photo.webp'), 'x');
      const refused = restoreInto(untouched.options, leftOver);
      await expect(refused).rejects.toThrow(RestoreRefused);
      await expect(refused).rejects.toThrow(`${path.join(leftOver, 'uploads')} is not empty`);
      const database = await openDatabase(untouched.options);
      try {
        const tables = await database.db.execute(
          sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
        );
        expect(rowsOfResult<{ count: number }>(tables)[0]!.count).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await filled.drop();
      await untouched.drop();
    }
  });

  it('checks every part before restoring: a changed byte is named and nothing is written', async () => {
    const { file } = await backUp(ctx);
    const unpacked = await tempFolder('unpacked');
    await tar.extract({ file, cwd: unpacked });
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8')) as {
      parts: { path: string }[];
    };
    const messages = path.join(unpacked, 'database', 'contact_messages.json');
    await writeFile(messages, (await readFile(messages, 'utf8')).replace('gardez bien', 'gardez mal'));
    const tampered = path.join(await tempFolder('tampered'), 'site.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, [
      'manifest.json',
      ...manifest.parts.map((part) => part.path),
    ]);

    const restore = restoreIntoNewSite(tampered);
    await expect(restore).rejects.toThrow(BackupArchiveError);
    await expect(restoreIntoNewSite(tampered)).rejects.toThrow('database/contact_messages.json is damaged');

    const notAnArchive = path.join(unpacked, 'manifest.json');
    await expect(restoreIntoNewSite(notAnArchive)).rejects.toThrow(/not a readable \.tar\.gz archive/);
  });

  it('carries an older backup forward: its rows go into their own schema, then the later migrations run', async () => {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const older = await migrationsUpTo(MIGRATIONS_DIR, journal.entries.length - 1, journal.entries.at(-2)!.tag);
    const oldDatabase = await openDatabase({ migrationsDir: older.folder });
    try {
      await oldDatabase.migrate();
      await oldDatabase.db.execute(
        sql`insert into contact_messages (name, email, subject, message) values ('Aïssatou Bah', 'aissatou@example.com', 'Ancienne', 'Écrit avant la mise à jour.')`,
      );
      const file = path.join(await tempFolder('old-backup'), 'old.tar.gz');
      const manifest = await createBackup(
        {
          database: oldDatabase,
          media: { readVariant: async () => null },
          cvs: { read: async () => null },
          migrationsDir: older.folder,
          appVersion: 'old',
        },
        file,
      );
      expect(manifest.database.migrations).toBe(journal.entries.length - 1);

      const restored = await restoreIntoNewSite(file);
      const database = await openDatabase(restored.target.options);
      try {
        const migrated = await database.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(rowsOfResult<{ count: number }>(migrated)[0]!.count).toBe(journal.entries.length);
        const kept = await database.db.execute(sql`select message from contact_messages`);
        expect(rowsOfResult(kept)).toEqual([{ message: 'Écrit avant la mise à jour.' }]);
      } finally {
        await database.close();
        await restored.target.drop();
      }
    } finally {
      await oldDatabase.close();
      await older.remove();
    }
  });
});
