// `npm run backup [FILE]` and `npm run restore ARCHIVE`, against DATABASE_URL or the embedded database
// in DATA_DIR, with the files on the disk or in the bucket the environment names (ADR 0049). Without
// FILE, the archive goes where the site keeps its own: DATA_DIR/backups, or the bucket's `backups/`
// (ADR 0052); ARCHIVE is a file, or the name of one of those.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../config.ts';
import { EmbeddedDatabaseBusy, MIGRATIONS_DIR, openDatabase } from '../../db/client.ts';
import { siteVersion } from '../../lib/site-version.ts';
import { fetchArchive, openArchiveStore } from './archive-store.ts';
import { BackupArchiveError } from './archive.ts';
import { backupFileName, createBackup } from './backup.ts';
import { openFileStores } from './file-stores.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

const [command, argument] = process.argv.slice(2);
if (!(command === 'backup' || (command === 'restore' && argument))) {
  console.error('usage: npm run backup [FILE]   |   npm run restore ARCHIVE');
  process.exit(2);
}

const config = loadConfig();
const log = Fastify({ logger: { level: 'warn' } }).log;
const stores = openFileStores(config, log);
const archives = openArchiveStore(config.backups.folder, config.bucket);
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  if (command === 'backup') {
    const version = await siteVersion();
    const name = backupFileName(new Date());
    const working = argument
      ? { file: path.resolve(argument), discard: async () => undefined }
      : await archives.workingFile(name);
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      const manifest = await createBackup(
        { database, media: stores.media, cvs: stores.cvs, migrationsDir: MIGRATIONS_DIR, appVersion: version },
        working.file,
      ).catch(async (error: unknown) => {
        await working.discard();
        throw error;
      });
      const bytes = argument ? (await stat(working.file)).size : await archives.keep(name, working.file);
      console.log(`Backup written: ${argument ? working.file : archives.placeOf(name)} (${size(bytes)})`);
      const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
      const files = manifest.parts.filter((part) => !part.path.startsWith('database/')).length;
      console.log(
        `  ${rows} rows in ${manifest.database.tables.length} tables, ${files} files, schema ${manifest.database.lastMigration}`,
      );
      if (manifest.missingFiles.length > 0) {
        console.warn(
          `  ${manifest.missingFiles.length} files named by the database were not found: ${manifest.missingFiles.join(', ')}`,
        );
      }
    } finally {
      await database.close();
    }
  } else {
    const fetched = await localArchive(argument!);
    if (!fetched) throw new BackupArchiveError(`${argument} is neither a file nor an archive in ${archives.location}`);
    const manifest = await restoreBackup(fetched.file, {
      database: { url: config.databaseUrl, dataDir: config.dataDir },
      media: stores.media,
      cvs: stores.cvs,
      dataFolders: stores.dataFolders,
      migrationsDir: MIGRATIONS_DIR,
    }).finally(() => fetched.discard());
    console.log(
      `Restored the backup of ${manifest.createdAt} (site ${manifest.appVersion}, ${manifest.database.kind}).`,
    );
    console.log('Every checksum matched. Start the site: npm start');
  }
} catch (error) {
  if (error instanceof RestoreRefused || error instanceof BackupArchiveError || error instanceof EmbeddedDatabaseBusy) {
    console.error(`Nothing was ${command === 'backup' ? 'backed up' : 'restored'}: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await Promise.all([stores.close(), archives.close()]);
}

/** The archive to restore as a local file: the path given, or the site's kept archive of that name. */
async function localArchive(argument: string) {
  const file = path.resolve(argument);
  const isFile = await stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
  return isFile ? { file, discard: async () => undefined } : fetchArchive(archives, path.basename(argument));
}
