import path from 'node:path';
import type { Database } from '../../db/client.ts';
import type { CvStorage } from '../job-applications/cv-storage.ts';
import { type MediaStorage, uploadKeyOf } from '../media/storage.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, createArchiveWriter } from './archive.ts';
import { dumpDatabase, type TableDump } from './database-dump.ts';
import { appliedMigrations } from './migrations.ts';

/** What a backup reads: the database, and the two stores of files the rows name. */
export interface BackupSources {
  database: Pick<Database, 'db' | 'kind'>;
  media: Pick<MediaStorage, 'readVariant'>;
  cvs: Pick<CvStorage, 'read'>;
  migrationsDir: string;
  appVersion: string;
}

/** `weltaare-backup-2026-11-28T13-45-07.123Z.tar.gz`: sorts by date, and is a plain file name everywhere. */
export function backupFileName(now: Date): string {
  return `weltaare-backup-${now.toISOString().replaceAll(':', '-')}.tar.gz`;
}

export const tablePart = (table: string) => `database/${table}.json`;
export const uploadPart = (key: string) => `uploads/${key}`;
export const privatePart = (key: string) => `private/${key}`;

function rowsOf(dumps: readonly TableDump[], table: string): Record<string, unknown>[] {
  const dump = dumps.find((candidate) => candidate.table === table);
  return dump ? (JSON.parse(dump.json) as Record<string, unknown>[]) : [];
}

/** Every uploaded file the media library lists (each size and format of each image). */
function uploadKeys(dumps: readonly TableDump[]): string[] {
  return rowsOf(dumps, 'media').flatMap((row) =>
    ((row.variants as { path: string }[] | null) ?? []).map((variant) => uploadKeyOf(variant.path) ?? []).flat(),
  );
}

/** Every CV a job application names. */
const cvKeys = (dumps: readonly TableDump[]) => rowsOf(dumps, 'job_applications').map((row) => String(row.cv_key));

/**
 * Writes one archive to `file`: the database as it was at one instant, every uploaded image and
 * every CV its rows name, and a manifest with the site's version, the schema's migration and each
 * part's checksum. The files are read from wherever they live (disk or bucket), so an archive moves
 * between the two as it moves between PGlite and PostgreSQL.
 */
export async function createBackup(sources: BackupSources, file: string, now = new Date()): Promise<BackupManifest> {
  const { db, kind } = sources.database;
  const migrations = await appliedMigrations(db, sources.migrationsDir);
  const dumps = await dumpDatabase(db);
  const archive = await createArchiveWriter();
  try {
    for (const dump of dumps) await archive.add(tablePart(dump.table), Buffer.from(dump.json));
    const missing: string[] = [];
    for (const key of uploadKeys(dumps)) {
      const data = await sources.media.readVariant(`/media/uploads/${key}`);
      if (data) await archive.add(uploadPart(key), data);
      else missing.push(key);
    }
    for (const key of cvKeys(dumps)) {
      const data = await sources.cvs.read(key);
      if (data) await archive.add(privatePart(key), data);
      else missing.push(key);
    }
    return await archive.finish(path.resolve(file), {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: sources.appVersion,
      database: {
        kind,
        ...migrations,
        tables: dumps.map((dump) => ({ table: dump.table, rows: dump.rows })),
      },
      missingFiles: missing,
    });
  } catch (error) {
    await archive.discard();
    throw error;
  }
}
