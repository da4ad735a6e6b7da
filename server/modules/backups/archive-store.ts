import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { type BucketSettings, MediaStorageError, bucketClient, isMissingObject } from '../media/bucket-storage.ts';

/** The bucket's folder of archives: the uploads route serves image keys only, so none is ever public. */
export const BUCKET_BACKUPS_PREFIX = 'backups/';

/** The temporary folders an archive is written in before it goes to the bucket. */
export const WORKING_FOLDER_PREFIX = 'weltaare-archive-';

/** A kept archive, to send: its size and its bytes as a stream. */
export interface KeptArchive {
  bytes: number;
  stream: Readable;
}

/**
 * Where the site keeps its backup archives: DATA_DIR/backups, or the bucket under `backups/` when the
 * site keeps its files there (ADR 0052), so that a lost server loses no backup with it. An archive is
 * always written on the local disk first (tar needs a file), then kept.
 */
export interface ArchiveStore {
  /** Where the archives are, for the operator: `/srv/site/backups/` or `s3://weltaare/backups/`. */
  readonly location: string;
  /** Where the archive `name` is kept, in the same form. */
  placeOf(name: string): string;
  /** A local path to write the archive `name` to before keep(), and how to remove what was written if it fails. */
  workingFile(name: string): Promise<{ file: string; discard(): Promise<void> }>;
  /** Keeps the archive written at `file` as `name` (the local file is moved or removed): its size. */
  keep(name: string, file: string): Promise<number>;
  /** The kept archive `name`, or null when there is none. */
  open(name: string): Promise<KeptArchive | null>;
  remove(name: string): Promise<void>;
  close(): Promise<void>;
}

export function createDiskArchiveStore(folder: string): ArchiveStore {
  return {
    location: `${folder}${path.sep}`,
    placeOf: (name) => path.join(folder, name),
    // Written in place: archive.ts writes `name.partial` and renames it only when whole.
    async workingFile(name) {
      const file = path.join(folder, name);
      return { file, discard: () => rm(`${file}.partial`, { force: true }) };
    },
    keep: async (_name, file) => (await stat(file)).size,
    async open(name) {
      const file = path.join(folder, name);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? { bytes: found.size, stream: createReadStream(file) } : null;
    },
    remove: (name) => rm(path.join(folder, name), { force: true }),
    close: async () => undefined,
  };
}

/** Archives as private objects of the site's bucket, under `backups/`; written first in a temporary folder. */
export function createBucketArchiveStore(settings: BucketSettings): ArchiveStore {
  // An archive holds every upload: its transfer may take minutes where an image takes seconds.
  const client = bucketClient(settings, 15 * 60 * 1000);
  const Bucket = settings.bucket;
  const keyOf = (name: string) => `${BUCKET_BACKUPS_PREFIX}${name}`;

  return {
    location: `s3://${Bucket}/${BUCKET_BACKUPS_PREFIX}`,
    placeOf: (name) => `s3://${Bucket}/${keyOf(name)}`,
    async workingFile(name) {
      const folder = await mkdtemp(path.join(os.tmpdir(), WORKING_FOLDER_PREFIX));
      return { file: path.join(folder, name), discard: () => rm(folder, { recursive: true, force: true }) };
    },
    async keep(name, file) {
      try {
        const { size } = await stat(file);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: 'application/gzip',
            CacheControl: 'no-store',
          }),
        );
        return size;
      } catch (error) {
        throw new MediaStorageError(`the bucket did not take the backup ${name}`, error);
      } finally {
        await rm(path.dirname(file), { recursive: true, force: true });
      }
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return { bytes: object.ContentLength ?? 0, stream: object.Body as Readable };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new MediaStorageError(`the bucket did not give the backup ${name}`, error);
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) })).catch((error: unknown) => {
        throw new MediaStorageError(`the bucket did not delete the backup ${name}`, error);
      });
    },
    close: async () => client.destroy(),
  };
}

/** The site's archive store: the bucket's when its files are in one, its folder otherwise. */
export const openArchiveStore = (folder: string, bucket: BucketSettings | undefined): ArchiveStore =>
  bucket ? createBucketArchiveStore(bucket) : createDiskArchiveStore(folder);

/**
 * A kept archive copied to a local file, for a restore from the bucket (`npm run restore NAME`):
 * its path, in a temporary folder the caller removes with `discard`.
 */
export async function fetchArchive(store: ArchiveStore, name: string) {
  const kept = await store.open(name);
  if (!kept) return null;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'weltaare-fetched-'));
  const file = path.join(folder, name);
  await pipeline(kept.stream, createWriteStream(`${file}.partial`));
  await rename(`${file}.partial`, file);
  return { file, discard: () => rm(folder, { recursive: true, force: true }) };
}
