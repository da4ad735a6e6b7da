import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type ImageFormat, imageUrl } from '#contract/images.ts';
import type { MediaVariant } from '../../db/schema.ts';

/** Public URL prefix of uploaded files; each file name is random, so they are cached forever. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** The only paths the public file route serves: `<yyyy>/<mm>/<random-id>-<width>.<webp|avif>`. */
export const UPLOADED_FILE_PATTERN = /^\/?\d{4}\/\d{2}\/[a-f0-9]{20}-\d{1,5}\.(?:webp|avif)$/;

/** A file's name is random and never reused: browsers and proxies may keep it forever. */
export const UPLOADED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const UPLOADED_FILE_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

export interface StoredFile {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

/**
 * Where uploaded images live: the local disk or an S3 bucket, chosen once at start (plugin.ts).
 * Both keep a file under its key, `yyyy/mm/<random>-<width>.<format>`, and answer its public path.
 */
export interface MediaStorage {
  /** Writes `{base}-{width}.{format}` for every file; on failure removes what was written, then throws. */
  write(base: string, files: StoredFile[]): Promise<MediaVariant[]>;
  /** Removes the files of these public paths; paths that name no upload are ignored. */
  remove(publicPaths: readonly string[]): Promise<void>;
  /** The bytes of an uploaded variant, or null when its path names no upload or nothing is stored there. */
  readVariant(publicPath: string): Promise<Buffer | null>;
  /** Answers GET /media/uploads/{key} on the app, with UPLOADED_FILE_CACHE_CONTROL. */
  serve(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}

/** The base of an upload's variants, as items name it (`/media/uploads/2025/03/9f1c...`). */
export const uploadBaseOf = (storageKey: string) => `${UPLOADS_URL_PREFIX}${storageKey}`;

/** A new random base such as `/media/uploads/2025/03/9f1c...`, under the current year and month. */
export function newUploadBase(now = new Date()): { base: string; storageKey: string } {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const storageKey = `${year}/${month}/${randomBytes(10).toString('hex')}`;
  return { base: uploadBaseOf(storageKey), storageKey };
}

/** The key of an uploaded variant's public path (`2025/03/9f1c...-480.webp`), or null when it names none. */
export function uploadKeyOf(publicPath: string): string | null {
  if (!publicPath.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = publicPath.slice(UPLOADS_URL_PREFIX.length);
  return !key.startsWith('/') && UPLOADED_FILE_PATTERN.test(key) ? key : null;
}

/** The keys of the public paths that name uploads; the others are left out. */
export function uploadKeysOf(publicPaths: readonly string[]): string[] {
  return publicPaths.map(uploadKeyOf).filter((key): key is string => key !== null);
}

/**
 * Writes every file under its key with `put`, one after the other; when one fails, `removeWritten`
 * gets the keys already written and the failure is thrown.
 */
export async function writeVariants(
  base: string,
  files: StoredFile[],
  put: (key: string, file: StoredFile) => Promise<void>,
  removeWritten: (keys: string[]) => Promise<void>,
): Promise<MediaVariant[]> {
  const written: string[] = [];
  try {
    const stored: MediaVariant[] = [];
    for (const file of files) {
      const publicPath = imageUrl(base, file.width, file.format);
      const key = uploadKeyOf(publicPath);
      if (!key) throw new Error(`refusing to write what is not an upload: ${publicPath}`);
      await put(key, file);
      written.push(key);
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
    await removeWritten(written);
    throw error;
  }
}
