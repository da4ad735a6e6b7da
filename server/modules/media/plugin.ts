import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BucketSettings, createBucketStorage } from './bucket-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createMediaService, type MediaService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export interface MediaPluginOptions {
  /** Files on the local disk; a temporary directory when omitted. */
  uploadsDir?: string | undefined;
  /** An S3-compatible bucket instead of the disk. */
  bucket?: BucketSettings | undefined;
}

/** Uploaded images: stored and re-encoded by the media service, served at /media/uploads, on disk or in a bucket. */
export const mediaPlugin = fp(
  async (app: FastifyInstance, options: MediaPluginOptions) => {
    const storage = options.bucket
      ? createBucketStorage(options.bucket, app.log)
      : createDiskStorage(options.uploadsDir ?? path.join(os.tmpdir(), 'weltaare-uploads'));
    app.decorate('media', createMediaService(app.db, storage));
    app.addHook('onClose', () => storage.close());
    await storage.serve(app);
  },
  { name: 'media', dependencies: ['database'] },
);
