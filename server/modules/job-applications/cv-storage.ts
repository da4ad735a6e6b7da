import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where CVs live: the same backend as the media (disk or bucket), but never under a path a public
 * route serves. Keys are `cv/<yyyy>/<mm>/<random>`; the name the candidate gave is kept in the row only.
 */
export interface CvStorage {
  put(key: string, data: Buffer, type: string): Promise<void>;
  /** The CV's bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Removes these CVs; keys that name nothing are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export const MEGABYTE = 1024 * 1024;
/** What all CVs may take together unless CV_STORAGE_LIMIT_MB says otherwise: 2 GB. */
export const DEFAULT_CV_STORAGE_LIMIT_MB = 2048;

const CV_KEY_PATTERN = /^cv\/\d{4}\/\d{2}\/[a-f0-9]{32}$/;

/** A new random key under the current year and month. */
export function newCvKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `cv/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}`;
}

export const isCvKey = (key: string) => CV_KEY_PATTERN.test(key);

/** Only keys of our own making reach a file system or a bucket (a key never climbs out of its directory). */
export function checkedCvKey(key: string): string {
  if (!CV_KEY_PATTERN.test(key)) throw new Error(`not a CV key: ${key}`);
  return key;
}

/** CVs on the local disk, in a directory beside the uploads that no static route serves (DATA_DIR/private). */
export function createDiskCvStorage(directory: string): CvStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => path.join(root, checkedCvKey(key));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, data, { flag: 'wx', mode: 0o600 });
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.filter(isCvKey).map((key) => rm(fileOf(key), { force: true })));
    },
    close: async () => undefined,
  };
}
