import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';

/** What names a file as one of our backups, and the layout this code reads and writes. */
export const BACKUP_FORMAT = 'weltaare-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';

const partSchema = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  /** The version of the site that made it (package.json). */
  appVersion: z.string(),
  database: z.object({
    /** Where it was made: an archive moves from one to the other. */
    kind: z.enum(['pglite', 'postgres']),
    /** The schema's migrations applied when it was made: how many, and the last one's name. */
    migrations: z.number().int().nonnegative(),
    lastMigration: z.string().nullable(),
    /** Each table with its number of rows, as written under database/. */
    tables: z.array(z.object({ table: z.string(), rows: z.number().int().nonnegative() })),
  }),
  /** Files the rows name that were not found where they should be: said, not silently left out. */
  missingFiles: z.array(z.string()),
  parts: z.array(partSchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type ArchivePart = z.infer<typeof partSchema>;

/** A part's path stays inside the archive: plain segments, no `..`, no absolute path. */
function checkedPartPath(partPath: string): string {
  const segments = partPath.split('/');
  if (!segments.every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..')) {
    throw new Error(`not a part of a backup: ${partPath}`);
  }
  return partPath;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Collects the parts in a folder of its own, then packs them with their checksums as one .tar.gz. */
export async function createArchiveWriter() {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'weltaare-backup-'));
  const parts: ArchivePart[] = [];
  return {
    async add(partPath: string, data: Buffer) {
      const file = path.join(staging, checkedPartPath(partPath));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
      parts.push({ path: partPath, bytes: data.length, sha256: sha256(data) });
    },
    /** Writes the archive to `file` (through a temporary name: a half-written archive is never left under it). */
    async finish(file: string, manifest: Omit<BackupManifest, 'parts'>): Promise<BackupManifest> {
      const whole = manifestSchema.parse({ ...manifest, parts });
      try {
        await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(whole, null, 2)}\n`);
        await mkdir(path.dirname(file), { recursive: true });
        const partial = `${file}.partial`;
        await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
          MANIFEST,
          ...parts.map((part) => part.path),
        ]);
        // Never over another archive: a backup is not replaced by a later one of the same name.
        if (
          await access(file).then(
            () => true,
            () => false,
          )
        )
          throw new Error(`${file} exists already`);
        await rename(partial, file);
        return whole;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },
    discard: () => rm(staging, { recursive: true, force: true }),
  };
}

async function filesUnder(root: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, relative)));
    else found.push(relative);
  }
  return found;
}

/** Why an archive cannot be restored, in words for the operator. */
export class BackupArchiveError extends Error {}

/**
 * Unpacks an archive into a folder of its own and checks it whole before anything reads it: a
 * manifest of our format, every part present with its size and checksum, nothing it does not list.
 */
export async function openArchive(file: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'weltaare-restore-'));
  try {
    await tar.extract({ file, cwd: folder, strict: true, preservePaths: false }).catch((error: unknown) => {
      throw new BackupArchiveError(`${file} is not a readable .tar.gz archive (${String(error)})`);
    });
    const manifestText = await readFile(path.join(folder, MANIFEST), 'utf8').catch(() => {
      throw new BackupArchiveError(`${file} has no ${MANIFEST}: it is not a backup of this site`);
    });
    const parsed = manifestSchema.safeParse(JSON.parse(manifestText));
    if (!parsed.success) throw new BackupArchiveError(`${file}: its manifest is not one this version reads`);
    const manifest = parsed.data;
    const listed = new Set(manifest.parts.map((part) => checkedPartPath(part.path)));
    const extra = (await filesUnder(folder)).filter((found) => found !== MANIFEST && !listed.has(found));
    if (extra.length > 0)
      throw new BackupArchiveError(`${file} holds files its manifest does not list: ${extra.join(', ')}`);
    for (const part of manifest.parts) {
      const data = await readFile(path.join(folder, part.path)).catch(() => null);
      if (!data) throw new BackupArchiveError(`${file} lacks ${part.path}`);
      if (data.length !== part.bytes || sha256(data) !== part.sha256) {
        throw new BackupArchiveError(`${file}: ${part.path} is damaged (its checksum differs)`);
      }
    }
    return {
      manifest,
      read: (partPath: string) => readFile(path.join(folder, checkedPartPath(partPath))),
      close: () => rm(folder, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

export type OpenedArchive = Awaited<ReturnType<typeof openArchive>>;
