import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMediaService, type MediaService } from './service.ts';
import { registerUploadedFiles } from './static.ts';
import { createMediaStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

/** Uploaded images: stored and re-encoded by the media service, served at /media/uploads. */
export const mediaPlugin = fp(
  async (app: FastifyInstance, options: { uploadsDir?: string | undefined }) => {
    const uploadsDir = options.uploadsDir ?? path.join(os.tmpdir(), 'weltaare-uploads');
    app.decorate('media', createMediaService(app.db, createMediaStorage(uploadsDir)));
    await registerUploadedFiles(app, uploadsDir);
  },
  { name: 'media', dependencies: ['database'] },
);
