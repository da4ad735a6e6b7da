import { readdir } from 'node:fs/promises';
import { type DatabaseOptions, openDatabase } from '../../db/client.ts';
import type { CvStorage } from '../job-applications/cv-storage.ts';
import type { MediaStorage, StoredFile } from '../media/storage.ts';
import { type BackupManifest, openArchive, type OpenedArchive } from './archive.ts';
import { privatePart, tablePart, uploadPart } from './backup.ts';
import { loadDatabase, type TableDump, tablesWithRows } from './database-dump.ts';
import { appliedMigrations, migrationsUpTo } from './migrations.ts';

/** Where a backup is restored: a database and stores of files that must all be empty. */
export interface RestoreTargets {
  database: DatabaseOptions;
  media: Pick<MediaStorage, 'write'>;
  cvs: Pick<CvStorage, 'put'>;
  /** Folders on the disk the site keeps files in (uploads, private files): they must hold none. */
  dataFolders: readonly string[];
  migrationsDir: string;
}

/** Why a restore refused to start; nothing was written. */
export class RestoreRefused extends Error {}

async function holdsFiles(folder: string): Promise<boolean> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile());
}

interface MediaRow {
  variants: { path: string; format: StoredFile['format']; width: number; height: number }[] | null;
}

/** Each image of the media library written back through the storage, every size and format of it. */
async function restoreUploads(archive: OpenedArchive, rows: MediaRow[], media: RestoreTargets['media']) {
  for (const row of rows) {
    const variants = row.variants ?? [];
    const first = variants[0];
    if (!first) continue;
    const present = variants.filter((variant) =>
      archive.manifest.parts.some((part) => part.path === uploadPart(variant.path.replace('/media/uploads/', ''))),
    );
    if (present.length === 0) continue;
    const files: StoredFile[] = await Promise.all(
      present.map(async (variant) => ({
        format: variant.format,
        width: variant.width,
        height: variant.height,
        data: await archive.read(uploadPart(variant.path.replace('/media/uploads/', ''))),
      })),
    );
    const base = first.path.replace(/-\d+\.(?:webp|avif)$/, '');
    await media.write(base, files);
  }
}

/**
 * Restores an archive into an empty database and empty stores of files: every part's checksum is
 * checked first; the rows go into the schema they were written for, and the migrations made since
 * then carry them forward; the images and CVs go back where this site keeps them (disk or bucket).
 */
export async function restoreBackup(file: string, targets: RestoreTargets): Promise<BackupManifest> {
  const archive = await openArchive(file);
  try {
    const { manifest } = archive;
    for (const folder of targets.dataFolders) {
      if (await holdsFiles(folder))
        throw new RestoreRefused(`${folder} is not empty: restore into an empty data folder`);
    }
    const schema = await migrationsUpTo(
      targets.migrationsDir,
      manifest.database.migrations,
      manifest.database.lastMigration,
    ).catch((error: unknown) => {
      throw new RestoreRefused(error instanceof Error ? error.message : String(error));
    });
    try {
      const database = await openDatabase({ ...targets.database, migrationsDir: schema.folder });
      try {
        const filled = await tablesWithRows(database.db);
        if (filled.length > 0) {
          const named = filled.map(({ table, rows }) => `${table} (${rows})`).join(', ');
          throw new RestoreRefused(`the database is not empty: ${named}. Restore into an empty database.`);
        }
        await database.migrate();
        const applied = await appliedMigrations(database.db, targets.migrationsDir);
        if (applied.migrations !== manifest.database.migrations) {
          throw new RestoreRefused(
            `the database's schema is newer than the backup's (${applied.lastMigration ?? 'none'}): restore into a new, empty database`,
          );
        }
        const dumps: TableDump[] = await Promise.all(
          manifest.database.tables.map(async ({ table, rows }) => ({
            table,
            rows,
            json: (await archive.read(tablePart(table))).toString('utf8'),
          })),
        );
        await loadDatabase(database.db, dumps);
      } finally {
        await database.close();
      }
    } finally {
      await schema.remove();
    }

    const forward = await openDatabase({ ...targets.database, migrationsDir: targets.migrationsDir });
    try {
      await forward.migrate();
    } finally {
      await forward.close();
    }

    const tableRows = async <T>(table: string): Promise<T[]> =>
      manifest.database.tables.some((entry) => entry.table === table)
        ? (JSON.parse((await archive.read(tablePart(table))).toString('utf8')) as T[])
        : [];
    await restoreUploads(archive, await tableRows<MediaRow>('media'), targets.media);
    for (const row of await tableRows<{ cv_key: string; cv_mime_type: string }>('job_applications')) {
      const part = privatePart(row.cv_key);
      if (manifest.parts.some((candidate) => candidate.path === part)) {
        await targets.cvs.put(row.cv_key, await archive.read(part), row.cv_mime_type);
      }
    }
    return manifest;
  } finally {
    await archive.close();
  }
}
