import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { BucketSettings } from '../modules/media/bucket-storage.ts';

export interface S3Server {
  /** The bucket as the app is given it (path-style, on the server's endpoint). */
  bucket: BucketSettings;
  /** The SDK on the same bucket, to look at what the app stored. */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes and headers, or null when there is none. */
  object(key: string): Promise<{ data: Buffer; contentType?: string; cacheControl?: string; etag?: string } | null>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) on a free port, keeping its objects in a temporary directory,
 * with one empty bucket made through the S3 API.
 */
export async function startS3Server(bucketName = 'weltaare-uploads'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'weltaare-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const bucket: BucketSettings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: bucketName,
    credentials: CREDENTIALS,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: bucket.endpoint,
    region: bucket.region,
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucketName }));

  const isMissing = (error: unknown) =>
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    bucket,
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucketName }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async object(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
        return {
          data: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
          contentType: object.ContentType,
          cacheControl: object.CacheControl,
          etag: object.ETag,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucketName, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
