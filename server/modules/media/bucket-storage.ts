import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ImageFormat } from '#contract/images.ts';
import { serviceUnavailable } from '../../http/errors.ts';
import {
  type MediaStorage,
  UPLOADED_FILE_CACHE_CONTROL,
  UPLOADED_FILE_TYPES,
  UPLOADS_URL_PREFIX,
  uploadKeyOf,
  uploadKeysOf,
  writeVariants,
} from './storage.ts';

/** An S3-compatible bucket (config S3_URL or S3_BUCKET...). */
export interface BucketSettings {
  /** Where the S3 API answers (http or https origin); undefined: AWS itself, found from the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** undefined: the AWS SDK's own chain (AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** The bucket in the path (`https://host/bucket/key`), as S3-compatible servers other than AWS expect. */
  forcePathStyle: boolean;
}

/**
 * The bucket failed (unreachable, refused, an error of its own). The SDK's error is kept as
 * `bucketError`, not `cause`: a refused connection in the cause reads as a database outage
 * (lib/db-errors.ts), and an upload the bucket refused answers 500 as a disk that refused it does.
 */
export class MediaStorageError extends Error {
  override name = 'MediaStorageError';
  constructor(
    message: string,
    readonly bucketError: unknown,
  ) {
    super(`${message}: ${bucketError instanceof Error ? bucketError.message : String(bucketError)}`);
  }
}

/** A client of the bucket, as the images, the CVs and the backups each hold one. */
export function bucketClient(settings: BucketSettings, requestTimeoutMs = 30_000): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The checksums the SDK adds by default since 2025 are unknown to several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: requestTimeoutMs },
  });
}

/** The HTTP status the bucket answered, if it answered. */
export function bucketStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** No such object (NoSuchKey on GET, NotFound on HEAD); a missing bucket is a fault of ours, not a 404. */
export function isMissingObject(error: unknown): boolean {
  return bucketStatus(error) === 404 && (error as { name?: unknown }).name !== 'NoSuchBucket';
}

/** Entity tags as HTTP writes them (`"abc"`, `W/"abc"`, lists, `*`); anything else is not passed to the bucket. */
const IF_NONE_MATCH = /^(?:\*|(?:W\/)?"[\x21\x23-\x7e]*"(?:\s*,\s*(?:W\/)?"[\x21\x23-\x7e]*")*)$/;

const formatOf = (key: string) => (key.endsWith('.avif') ? 'avif' : 'webp') satisfies ImageFormat;

/**
 * Uploaded images as objects of an S3-compatible bucket, under the keys the disk would use, written
 * with their type and a year-long immutable Cache-Control. The app answers their public paths by
 * streaming the object (ADR 0016): same origin, same CSP, the bucket stays private.
 */
export function createBucketStorage(settings: BucketSettings, log: FastifyBaseLogger): MediaStorage {
  const client = bucketClient(settings);
  const Bucket = settings.bucket;

  async function removeKeys(keys: string[]) {
    if (keys.length === 0) return;
    const answer = await client
      .send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }))
      .catch((error: unknown) => {
        throw new MediaStorageError('the bucket did not delete uploaded files', error);
      });
    const refused = (answer.Errors ?? []).map((error) => `${error.Key}: ${error.Code}`);
    if (refused.length > 0) throw new MediaStorageError('the bucket kept uploaded files', refused.join(', '));
  }

  async function getObject(key: string, ifNoneMatch?: string): Promise<GetObjectCommandOutput> {
    return client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }));
  }

  return {
    write: (base, files) =>
      writeVariants(
        base,
        files,
        async (key, file) => {
          try {
            await client.send(
              new PutObjectCommand({
                Bucket,
                Key: key,
                Body: file.data,
                ContentType: UPLOADED_FILE_TYPES[file.format],
                CacheControl: UPLOADED_FILE_CACHE_CONTROL,
              }),
            );
          } catch (error) {
            throw new MediaStorageError(`the bucket did not take ${key}`, error);
          }
        },
        async (keys) => {
          // The upload fails anyway; what could not be removed is only unreferenced bytes.
          await removeKeys(keys).catch((error: unknown) =>
            log.warn({ err: error, keys }, 'files of a failed upload were left in the bucket'),
          );
        },
      ),

    async remove(publicPaths) {
      await removeKeys(uploadKeysOf(publicPaths));
    },

    async readVariant(publicPath) {
      const key = uploadKeyOf(publicPath);
      if (!key) return null;
      try {
        const object = await getObject(key);
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new MediaStorageError(`the bucket did not give ${key}`, error);
      }
    },

    async serve(app: FastifyInstance) {
      app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
        const key = uploadKeyOf(request.url.split('?', 1)[0] ?? '');
        if (!key) return reply.callNotFound();
        const sent = request.headers['if-none-match'];
        const ifNoneMatch = sent && IF_NONE_MATCH.test(sent) ? sent : undefined;
        let object: GetObjectCommandOutput;
        try {
          object = await getObject(key, ifNoneMatch);
        } catch (error) {
          if (isMissingObject(error)) return reply.callNotFound();
          if (bucketStatus(error) === 304) {
            // Some S3 servers leave the ETag out of a 304; a single tag sent is then the one that matched.
            const answered = (error as { $response?: { headers?: Record<string, string> } }).$response?.headers?.etag;
            const etag = answered ?? (ifNoneMatch?.startsWith('"') && !ifNoneMatch.includes(',') ? ifNoneMatch : null);
            if (etag) reply.header('etag', etag);
            return reply.code(304).header('cache-control', UPLOADED_FILE_CACHE_CONTROL).send();
          }
          request.log.error({ err: error, key }, 'the bucket did not give an uploaded file');
          throw serviceUnavailable();
        }
        reply
          .header('content-type', UPLOADED_FILE_TYPES[formatOf(key)])
          .header('cache-control', UPLOADED_FILE_CACHE_CONTROL);
        if (object.ETag) reply.header('etag', object.ETag);
        if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
        return reply.send(object.Body as Readable);
      });
    },

    close: async () => client.destroy(),
  };
}
