import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADED_FILE_PATTERN, UPLOADS_URL_PREFIX } from './storage.ts';

/**
 * Serves uploaded images publicly at /media/uploads/*. Names are random and never reused,
 * so browsers and proxies may keep them forever; only the variant files are reachable.
 */
export async function registerUploadedFiles(app: FastifyInstance, uploadsDir: string) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    etag: true,
    lastModified: false,
    allowedPath: (pathName) => UPLOADED_FILE_PATTERN.test(pathName),
    cacheControl: true,
    maxAge: 365 * 24 * 60 * 60 * 1000,
    immutable: true,
  });
}
