import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageFormat, imageUrl } from '#contract/images.ts';

/** Public URL prefix of uploaded files; each file name is random, so they are cached forever. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** The only paths the public file route serves: `<yyyy>/<mm>/<random-id>-<width>.<webp|avif>`. */
export const UPLOADED_FILE_PATTERN = /^\/?\d{4}\/\d{2}\/[a-f0-9]{20}-\d{1,5}\.(?:webp|avif)$/;

export interface StoredFile {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** Files of uploaded images on the local disk, under one directory. */
export function createMediaStorage(uploadsDir: string) {
  const root = path.resolve(uploadsDir);

  /** Absolute file of a public path, or null when the path points outside the uploads directory. */
  function fileOf(publicPath: string): string | null {
    if (!publicPath.startsWith(UPLOADS_URL_PREFIX)) return null;
    const relative = publicPath.slice(UPLOADS_URL_PREFIX.length);
    if (!UPLOADED_FILE_PATTERN.test(relative)) return null;
    const file = path.resolve(root, relative);
    return file.startsWith(root + path.sep) ? file : null;
  }

  return {
    root,
    fileOf,

    /** A new random base such as `/media/uploads/2025/03/9f1c...`, under the current year and month. */
    newBase(now = new Date()): { base: string; storageKey: string } {
      const year = String(now.getUTCFullYear());
      const month = String(now.getUTCMonth() + 1).padStart(2, '0');
      const storageKey = `${year}/${month}/${randomBytes(10).toString('hex')}`;
      return { base: `${UPLOADS_URL_PREFIX}${storageKey}`, storageKey };
    },

    /** Writes `{base}-{width}.{format}` for every file; on failure removes what was written. */
    async write(base: string, files: StoredFile[]) {
      const written: string[] = [];
      try {
        const stored = [];
        for (const file of files) {
          const publicPath = imageUrl(base, file.width, file.format);
          const target = fileOf(publicPath);
          if (!target) throw new Error(`refusing to write outside the uploads directory: ${publicPath}`);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, file.data, { flag: 'wx' });
          written.push(target);
          stored.push({
            format: file.format,
            width: file.width,
            height: file.height,
            path: publicPath,
            bytes: file.data.length,
          });
        }
        return stored;
      } catch (error) {
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw error;
      }
    },

    /** Removes the files of these public paths; paths outside the uploads directory are ignored. */
    async remove(publicPaths: readonly string[]) {
      const files = publicPaths.map(fileOf).filter((file): file is string => file !== null);
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
  };
}

export type MediaStorage = ReturnType<typeof createMediaStorage>;
