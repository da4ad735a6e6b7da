import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../lib/every.ts';
import type { BucketSettings } from '../media/bucket-storage.ts';
import { createBucketCvStorage } from './cv-bucket-storage.ts';
import { type CvStorage, createDiskCvStorage, DEFAULT_CV_STORAGE_LIMIT_MB, MEGABYTE } from './cv-storage.ts';
import { createJobApplicationsRepository, type JobApplicationsRepository } from './repository.ts';
import { purgeExpiredApplications } from './retention.ts';
import { createJobApplicationSubmissions, type JobApplicationSubmissions } from './submission.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobApplications: {
      submissions: JobApplicationSubmissions;
      repository: JobApplicationsRepository;
      cvStorage: CvStorage;
      /** What the CVs take and may take together (CV_STORAGE_LIMIT_MB): the dashboard warns before it is full. */
      cvStorageUse(): Promise<{ usedBytes: number; limitBytes: number }>;
      /** Deletes what is past the retention time now (also run every hour). */
      purgeExpired(): Promise<number>;
    };
  }
}

export interface JobApplicationsPluginOptions {
  publicUrl: string;
  /** The media's bucket: CVs go there too, under a private prefix. */
  bucket?: BucketSettings | undefined;
  /** CVs on the disk when there is no bucket; a temporary directory when omitted. */
  privateFilesDir?: string | undefined;
  /** What all CVs may take together; past it applications answer 507. 2 GB when omitted. */
  cvStorageLimitBytes?: number | undefined;
}

const HOUR_MS = 60 * 60 * 1000;

/** Candidates' applications with their CV (stored privately, beside the media), kept for the retention time. */
export const jobApplicationsPlugin = fp(
  async (app: FastifyInstance, options: JobApplicationsPluginOptions) => {
    const cvStorage = options.bucket
      ? createBucketCvStorage(options.bucket)
      : createDiskCvStorage(options.privateFilesDir ?? path.join(os.tmpdir(), 'weltaare-private-files'));
    app.addHook('onClose', () => cvStorage.close());
    const repository = createJobApplicationsRepository(app.db);
    const purgeExpired = () => purgeExpiredApplications(repository, cvStorage);
    const cvStorageLimitBytes = options.cvStorageLimitBytes ?? DEFAULT_CV_STORAGE_LIMIT_MB * MEGABYTE;
    app.decorate('jobApplications', {
      submissions: createJobApplicationSubmissions({
        db: app.db,
        settings: app.settingsRepository,
        rateLimiter: app.rateLimiter,
        outboxIn: app.mail.outboxIn,
        cvStorage,
        cvStorageLimitBytes,
        // The application is stored first; its mails then leave without delaying the answer.
        onQueued: () => app.mail.sender.trigger(),
        publicOrigin: new URL(options.publicUrl).origin,
      }),
      repository,
      cvStorage,
      cvStorageUse: async () => ({ usedBytes: await repository.storedCvBytes(), limitBytes: cvStorageLimitBytes }),
      purgeExpired,
    });
    every(app, 'purging job applications past their retention time', HOUR_MS, purgeExpired);
  },
  { name: 'job-applications', dependencies: ['database', 'content', 'rate-limiter', 'mail'] },
);
