import { execFile } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../lib/project-root.ts';

const run = promisify(execFile);
const root = findProjectRoot();

/** The project's own command, as an operator types it: `npm run backup` is `tsx server/modules/backups/cli.ts backup`. */
async function command(args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' };
  try {
    const { stdout, stderr } = await run(path.join(root, 'node_modules', '.bin', 'tsx'), args, { cwd: root, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run backup and npm run restore', () => {
  it(
    'back up a seeded embedded site into DATA_DIR/backups and restore it into an empty DATA_DIR, once',
    { timeout: 90_000 },
    async () => {
      const demo = await mkdtemp(path.join(os.tmpdir(), 'weltaare-cli-demo-'));
      expect((await command(['server/db/cli.ts', 'seed'], demo)).code).toBe(0);

      const backup = await command(['server/modules/backups/cli.ts', 'backup'], demo);
      expect(backup.code).toBe(0);
      const [archive] = await readdir(path.join(demo, 'backups'));
      expect(archive).toMatch(/^weltaare-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/);
      expect(backup.out).toContain(`Backup written: ${path.join(demo, 'backups', archive!)}`);
      expect(backup.out).toMatch(/\d+ rows in \d+ tables, 0 files, schema \d{4}_\w+/);

      const fresh = await mkdtemp(path.join(os.tmpdir(), 'weltaare-cli-restored-'));
      const file = path.join(demo, 'backups', archive!);
      const restored = await command(['server/modules/backups/cli.ts', 'restore', file], fresh);
      expect(restored.out).toContain('Every checksum matched.');
      expect(restored.code).toBe(0);

      const again = await command(['server/modules/backups/cli.ts', 'restore', file], fresh);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/Nothing was restored: the database is not empty: .*services \(8\)/);
    },
  );
});
