import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { type BucketSettings, MediaStorageError, bucketClient, isMissingObject } from '../media/bucket-storage.ts';
import { type CvStorage, checkedCvKey, isCvKey } from './cv-storage.ts';

/** Keys under this prefix are never answered by the public uploads route (it serves image keys only). */
const PRIVATE_PREFIX = 'private/';

/** CVs as private objects of the media's bucket, under `private/cv/...`. */
export function createBucketCvStorage(settings: BucketSettings): CvStorage {
  const client = bucketClient(settings);
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${PRIVATE_PREFIX}${checkedCvKey(key)}`;

  return {
    async put(key, data, type) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: data,
            ContentType: type,
            CacheControl: 'no-store',
          }),
        );
      } catch (error) {
        throw new MediaStorageError('the bucket did not take a CV', error);
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new MediaStorageError('the bucket did not give a CV', error);
      }
    },
    async remove(keys) {
      const Objects = keys.filter(isCvKey).map((key) => ({ Key: objectKey(key) }));
      if (Objects.length === 0) return;
      const answer = await client
        .send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }))
        .catch((error: unknown) => {
          throw new MediaStorageError('the bucket did not delete CVs', error);
        });
      const refused = (answer.Errors ?? []).map((error) => `${error.Key}: ${error.Code}`);
      if (refused.length > 0) throw new MediaStorageError('the bucket kept CVs', refused.join(', '));
    },
    close: async () => client.destroy(),
  };
}
