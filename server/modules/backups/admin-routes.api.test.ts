import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBackupRun } from '#contract/schemas/backups.ts';
import { tempFolder } from '../../test-support/backups.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';
import { openArchive } from './archive.ts';

let ctx: TestContext;
let folder: string;
let admin: SignedInStaff;
let editor: SignedInStaff;

beforeAll(async () => {
  folder = await tempFolder('admin-backups');
  ctx = await createTestApp({
    backups: { folder, nightly: null, retention: { daily: 7, weekly: 4, monthly: 12 }, appVersion: '2.0.0' },
  });
  admin = await signInStaff(ctx, 'admin', 'admin@weltaare.test');
  editor = await signInStaff(ctx, 'editor', 'editor@weltaare.test');
});
afterAll(() => ctx.close());

describe('backups in the back office', () => {
  it('an admin makes one now, finds it listed and downloads the archive whole', async () => {
    const made = await admin.call('POST', '/api/admin/backups?lang=en');
    expect(made.statusCode).toBe(201);
    expect(body(made).message).toBe('Backup written');
    const run = body<AdminBackupRun>(made).data;
    expect(run).toMatchObject({ trigger: 'staff', error: null, scheduled_for: null });
    expect(run.file_name).toMatch(/^weltaare-backup-.+\.tar\.gz$/);
    expect(run.bytes).toBeGreaterThan(1000);

    const listed = body<AdminBackupRun[]>(await admin.call('GET', '/api/admin/backups')).data;
    expect(listed[0]).toEqual(run);

    const download = await admin.call('GET', `/api/admin/backups/${run.file_name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${run.file_name}"; filename*=UTF-8''${run.file_name}`,
    );
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(await readFile(path.join(folder, run.file_name!)))).toBe(true);
    const copy = path.join(await tempFolder('downloaded'), run.file_name!);
    await writeFile(copy, download.rawPayload);
    const archive = await openArchive(copy);
    expect(archive.manifest).toMatchObject({ appVersion: '2.0.0', database: { kind: ctx.database.kind } });
    await archive.close();

    const audit = body<{ action: string; entity_type: string }[]>(
      await admin.call('GET', '/api/admin/audit-log?entity_type=backup'),
    ).data;
    expect(audit.map((entry) => entry.action)).toEqual(['download', 'create']);
  });

  it('names nothing outside the backups folder, and answers 404 for an archive no longer kept', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'manifest.json', 'weltaare-backup-2020-01-01T00-00-00.000Z.tar.gz']) {
      expect((await admin.call('GET', `/api/admin/backups/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('is for admins only: an editor is refused every part', async () => {
    expect((await editor.call('GET', '/api/admin/backups')).statusCode).toBe(403);
    expect((await editor.call('POST', '/api/admin/backups')).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/backups' })).statusCode).toBe(401);
  });

  it('says in the staff member language that a backup failed, and lists it with its cause', async () => {
    const blocked = await tempFolder('blocked');
    const notAFolder = path.join(blocked, 'file');
    await writeFile(notAFolder, 'in the way');
    const site = await createTestApp({
      seed: false,
      backups: { folder: notAFolder, nightly: null, retention: { daily: 7, weekly: 4, monthly: 12 }, appVersion: 't' },
    });
    try {
      const staff = await signInStaff(site, 'admin', 'admin@weltaare.test');
      const failed = await staff.call('POST', '/api/admin/backups');
      expect(failed.statusCode).toBe(503);
      expect(body(failed).message).toBe('La sauvegarde a échoué\u00a0: elle est notée dans la liste, avec sa cause');
      const [listed] = body<AdminBackupRun[]>(await staff.call('GET', '/api/admin/backups')).data;
      expect(listed).toMatchObject({ trigger: 'staff', file_name: null, bytes: null });
      expect(listed?.error).toBeTruthy();
    } finally {
      await site.close();
    }
  });
});
