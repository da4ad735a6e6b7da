import type { FastifyBaseLogger } from 'fastify';
import { createBucketCvStorage } from '../job-applications/cv-bucket-storage.ts';
import { type CvStorage, createDiskCvStorage } from '../job-applications/cv-storage.ts';
import type { BucketSettings } from '../media/bucket-storage.ts';
import { createBucketStorage } from '../media/bucket-storage.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import type { MediaStorage } from '../media/storage.ts';

/** Where this site keeps its files, as the server chooses them (media and job-applications plugins). */
export interface FileStoreSettings {
  uploadsDir: string;
  privateFilesDir: string;
  bucket: BucketSettings | undefined;
}

/** The images' and CVs' stores, on the disk or in the bucket, and the disk folders that must start empty. */
export function openFileStores(settings: FileStoreSettings, log: FastifyBaseLogger) {
  const media: MediaStorage = settings.bucket
    ? createBucketStorage(settings.bucket, log)
    : createDiskStorage(settings.uploadsDir);
  const cvs: CvStorage = settings.bucket
    ? createBucketCvStorage(settings.bucket)
    : createDiskCvStorage(settings.privateFilesDir);
  return {
    media,
    cvs,
    dataFolders: settings.bucket ? [] : [settings.uploadsDir, settings.privateFilesDir],
    close: async () => {
      await Promise.all([media.close(), cvs.close()]);
    },
  };
}
