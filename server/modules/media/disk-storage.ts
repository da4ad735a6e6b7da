import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type MediaStorage,
  UPLOADED_FILE_PATTERN,
  UPLOADS_URL_PREFIX,
  uploadKeyOf,
  uploadKeysOf,
  writeVariants,
} from './storage.ts';

/** Uploaded images as files under one directory of the local disk (DATA_DIR/uploads), served by @fastify/static. */
export function createDiskStorage(uploadsDir: string): MediaStorage {
  const root = path.resolve(uploadsDir);
  // Keys are digits, hex and dashes (uploadKeyOf): a key never leaves the directory.
  const fileOf = (key: string) => path.join(root, key);
  const removeKeys = (keys: string[]) => Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));

  return {
    write: (base, files) =>
      writeVariants(
        base,
        files,
        async (key, file) => {
          await mkdir(path.dirname(fileOf(key)), { recursive: true });
          await writeFile(fileOf(key), file.data, { flag: 'wx' });
        },
        async (keys) => void (await removeKeys(keys)),
      ),

    async remove(publicPaths) {
      await removeKeys(uploadKeysOf(publicPaths));
    },

    async readVariant(publicPath) {
      const key = uploadKeyOf(publicPath);
      if (!key) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async serve(app) {
      mkdirSync(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: UPLOADS_URL_PREFIX,
        decorateReply: false,
        wildcard: true,
        index: false,
        dotfiles: 'deny',
        etag: true,
        lastModified: false,
        allowedPath: (pathName) => UPLOADED_FILE_PATTERN.test(pathName),
        // Cache-Control: public, max-age=31536000, immutable (UPLOADED_FILE_CACHE_CONTROL).
        cacheControl: true,
        maxAge: 365 * 24 * 60 * 60 * 1000,
        immutable: true,
      });
    },

    close: async () => undefined,
  };
}
