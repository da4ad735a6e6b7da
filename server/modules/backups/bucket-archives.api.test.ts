import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBackupRun } from '#contract/schemas/backups.ts';
import { expectRestoredWhole, fillSite, tempFolder } from '../../test-support/backups.ts';
import { type S3Server, startS3Server } from '../../test-support/s3-server.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';
import {
  BUCKET_BACKUPS_PREFIX,
  WORKING_FOLDER_PREFIX,
  createBucketArchiveStore,
  fetchArchive,
} from './archive-store.ts';

let s3: S3Server;
let ctx: TestContext;
let folder: string;
let admin: SignedInStaff;
let clock = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  s3 = await startS3Server('weltaare-site');
  folder = await tempFolder('bucket-backups');
  ctx = await createTestApp({
    bucket: s3.bucket,
    backups: {
      folder,
      nightly: null,
      retention: { daily: 7, weekly: 4, monthly: 12 },
      appVersion: '2.1.0',
      now: () => clock,
    },
  });
  admin = await signInStaff(ctx, 'admin', 'admin@weltaare.test');
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const backupKeys = async () => (await s3.keys()).filter((key) => key.startsWith(BUCKET_BACKUPS_PREFIX));

describe('backups of a site whose files are in a bucket (ADR 0052)', () => {
  it('are kept in the bucket under backups/, never on the server disk, and restore whole on another server', async () => {
    const site = await fillSite(ctx);
    const made = await admin.call('POST', '/api/admin/backups');
    expect(made.statusCode).toBe(201);
    const run = body<AdminBackupRun>(made).data;
    const key = `${BUCKET_BACKUPS_PREFIX}${run.file_name}`;
    expect(await backupKeys()).toEqual([key]);
    expect(await readdir(folder)).toEqual([]);

    const stored = await s3.object(key);
    expect(stored).toMatchObject({ contentType: 'application/gzip', cacheControl: 'no-store' });
    expect(stored?.data.length).toBe(run.bytes);

    // Downloaded from the back office: the bucket's bytes.
    const download = await admin.call('GET', `/api/admin/backups/${run.file_name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(run.bytes));
    expect(download.rawPayload.equals(stored!.data)).toBe(true);

    // Never served by the public uploads route, whatever the path.
    for (const url of [`/media/uploads/${key}`, `/media/uploads/../${key}`]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }

    // `npm run restore NAME` takes it from the bucket by its name; restored on a server with a disk.
    const store = createBucketArchiveStore(s3.bucket);
    try {
      const fetched = await fetchArchive(store, run.file_name!);
      expect(fetched).not.toBeNull();
      expect((await readFile(fetched!.file)).equals(stored!.data)).toBe(true);
      await expectRestoredWhole(ctx, site, fetched!.file);
      await fetched!.discard();
      expect(await fetchArchive(store, 'weltaare-backup-2020-01-01T00-00-00.000Z.tar.gz')).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('leave the bucket when their retention ends, as on the disk', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const first = body<AdminBackupRun>(await admin.call('POST', '/api/admin/backups')).data;
    expect(await backupKeys()).toContain(`${BUCKET_BACKUPS_PREFIX}${first.file_name}`);

    // Staff backups are kept as many days as the daily ones: 7.
    clock = new Date('2026-11-29T10:00:00Z');
    const second = body<AdminBackupRun>(await admin.call('POST', '/api/admin/backups')).data;
    const keys = await backupKeys();
    expect(keys).toContain(`${BUCKET_BACKUPS_PREFIX}${second.file_name}`);
    expect(keys).not.toContain(`${BUCKET_BACKUPS_PREFIX}${first.file_name}`);
    const listed = body<AdminBackupRun[]>(await admin.call('GET', '/api/admin/backups')).data;
    expect(listed.find((run) => run.id === first.id)).toMatchObject({ file_name: null });
    expect((await admin.call('GET', `/api/admin/backups/${first.file_name}`)).statusCode).toBe(404);
  });

  it('are not lost to a bucket that refuses them: the run is listed with its cause, nothing is left on the disk', async () => {
    const refusing = await createTestApp({
      seed: false,
      bucket: { ...s3.bucket, bucket: 'no-such-bucket' },
      backups: { folder, nightly: null, retention: { daily: 7, weekly: 4, monthly: 12 }, appVersion: 't' },
    });
    try {
      const staff = await signInStaff(refusing, 'admin', 'admin@weltaare.test');
      const failed = await staff.call('POST', '/api/admin/backups?lang=en');
      expect(failed.statusCode).toBe(503);
      const [listed] = body<AdminBackupRun[]>(await staff.call('GET', '/api/admin/backups')).data;
      expect(listed).toMatchObject({ file_name: null, bytes: null });
      expect(listed?.error).toMatch(/bucket did not take the backup/);
      expect(await readdir(folder)).toEqual([]);
      expect((await readdir(os.tmpdir())).filter((name) => name.startsWith(WORKING_FOLDER_PREFIX))).toEqual([]);
    } finally {
      await refusing.close();
    }
  });
});
