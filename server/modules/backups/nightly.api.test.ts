import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../../test-support/backups.ts';
import { body, createTestApp, signInStaff, type TestContext } from '../../test-support/test-app.ts';
import type { AdminDashboard } from '#contract/schemas/dashboard.ts';
import type { Retention } from './schedule.ts';

/** A site without demo content that backs up into `folder` every night at 02:00, on the test's clock. */
const siteBackingUp = (folder: string, retention: Retention, now: () => Date) =>
  createTestApp({
    seed: false,
    backups: { folder, nightly: { hour: 2, minute: 0 }, retention, appVersion: 'test', now },
  });

let ctx: TestContext;
let folder: string;
let clock = new Date('2026-11-26T01:00:00Z');

beforeAll(async () => {
  folder = await tempFolder('nightly');
  ctx = await siteBackingUp(folder, { daily: 2, weekly: 0, monthly: 0 }, () => clock);
});
afterAll(() => ctx.close());

describe('the nightly backup', () => {
  it('runs once a night, after its time, and keeps only as many archives as the retention says', async () => {
    // 01:00 on the 26th: the night of the 25th (02:00) was missed while the site was down: made now.
    const missed = await ctx.app.backups.runIfDue();
    expect(missed).toMatchObject({ trigger: 'nightly', scheduledFor: new Date('2026-11-25T02:00:00Z'), error: null });
    expect(missed?.fileName).toBe('weltaare-backup-2026-11-26T01-00-00.000Z.tar.gz');
    expect(missed?.bytes).toBeGreaterThan(0);

    clock = new Date('2026-11-26T01:59:00Z');
    expect(await ctx.app.backups.runIfDue()).toBeNull();

    // Two checks at once (two instances, or a slow one): the night is made once.
    clock = new Date('2026-11-26T02:00:00Z');
    const both = await Promise.all([ctx.app.backups.runIfDue(), ctx.app.backups.runIfDue()]);
    expect(both.filter((run) => run !== null)).toHaveLength(1);

    clock = new Date('2026-11-27T03:00:00Z');
    await ctx.app.backups.runIfDue();
    clock = new Date('2026-11-28T02:05:00Z');
    const last = await ctx.app.backups.runIfDue();

    // Two days are kept (the newest of each); the runs stay, without the archive that went.
    expect((await readdir(folder)).sort()).toEqual([
      'weltaare-backup-2026-11-27T03-00-00.000Z.tar.gz',
      'weltaare-backup-2026-11-28T02-05-00.000Z.tar.gz',
    ]);
    const runs = await ctx.app.backups.runs();
    expect(runs.map((run) => [run.scheduledFor?.toISOString(), run.fileName])).toEqual([
      ['2026-11-28T02:00:00.000Z', 'weltaare-backup-2026-11-28T02-05-00.000Z.tar.gz'],
      ['2026-11-27T02:00:00.000Z', 'weltaare-backup-2026-11-27T03-00-00.000Z.tar.gz'],
      ['2026-11-26T02:00:00.000Z', null],
      ['2026-11-25T02:00:00.000Z', null],
    ]);
    expect(await ctx.app.backups.lastWritten()).toEqual(last);
  });

  it('keeps a backup staff asked for a week whatever the nights bring, and never touches an archive it did not make', async () => {
    const folder = await tempFolder('staff-kept');
    let now = new Date('2026-12-01T10:00:00Z');
    const site = await siteBackingUp(folder, { daily: 7, weekly: 0, monthly: 0 }, () => now);
    try {
      await writeFile(path.join(folder, 'copied-by-hand.tar.gz'), "an operator's own copy");
      const first = await site.app.backups.run();
      now = new Date('2026-12-01T10:05:00Z');
      const second = await site.app.backups.run();
      now = new Date('2026-12-02T02:00:00Z');
      await site.app.backups.runIfDue();
      expect(await readdir(folder)).toEqual(
        expect.arrayContaining(['copied-by-hand.tar.gz', first.fileName, second.fileName]),
      );

      // Eight days on, the next night's backup removes the two asked for; the hand-made copy stays.
      now = new Date('2026-12-09T02:00:00Z');
      await site.app.backups.runIfDue();
      const left = await readdir(folder);
      expect(left).toContain('copied-by-hand.tar.gz');
      expect(left).not.toContain(first.fileName);
      expect(left).not.toContain(second.fileName);
    } finally {
      await site.close();
    }
  });

  it('records a backup that failed, and the next check does not make that night again', async () => {
    const blocked = await tempFolder('blocked');
    const notAFolder = path.join(blocked, 'file');
    await writeFile(notAFolder, 'in the way');
    const site = await siteBackingUp(
      notAFolder,
      { daily: 7, weekly: 4, monthly: 12 },
      () => new Date('2026-11-28T03:00:00Z'),
    );
    try {
      await expect(site.app.backups.runIfDue()).rejects.toThrow();
      const [failed] = await site.app.backups.runs();
      expect(failed).toMatchObject({ trigger: 'nightly', fileName: null, bytes: null });
      expect(failed?.error).toMatch(/ENOTDIR|EEXIST|not a directory/i);
      expect(await site.app.backups.runIfDue()).toBeNull();
      expect(await site.app.backups.lastWritten()).toBeNull();
    } finally {
      await site.close();
    }
  });

  it('shows the last backup on the dashboard, and warns when none was written for 48 hours', async () => {
    const folder = await tempFolder('dashboard');
    const hours = (count: number) => new Date(Date.now() + count * 60 * 60 * 1000);
    let now = hours(1);
    const site = await siteBackingUp(folder, { daily: 7, weekly: 0, monthly: 0 }, () => now);
    try {
      const editor = await signInStaff(site, 'editor');
      const dashboard = async () => {
        const response = await editor.call('GET', '/api/admin/dashboard');
        expect(response.statusCode).toBe(200);
        const { last_backup, warnings } = body<AdminDashboard>(response).data;
        return { last_backup, overdue: warnings.filter((warning) => warning.code === 'backup_overdue') };
      };
      // A site younger than two days has had no night to miss.
      expect(await dashboard()).toEqual({ last_backup: null, overdue: [] });

      now = hours(49);
      expect(await dashboard()).toEqual({
        last_backup: null,
        overdue: [{ code: 'backup_overdue', params: { hours: 48 } }],
      });

      const written = await site.app.backups.run();
      expect(await dashboard()).toEqual({
        last_backup: { finished_at: now.toISOString(), bytes: written.bytes },
        overdue: [],
      });

      // 48 hours after the last archive written, the warning is back.
      now = hours(49 + 47);
      expect((await dashboard()).overdue).toEqual([]);
      now = hours(49 + 48.1);
      expect((await dashboard()).overdue).toEqual([{ code: 'backup_overdue', params: { hours: 48 } }]);
    } finally {
      await site.close();
    }
  });
});
