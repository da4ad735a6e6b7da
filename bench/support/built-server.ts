// A production build for a benchmark: on a fresh embedded database, or an earlier commit's build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { type BuiltServer, startBuiltServer } from '../../server/test-support/built-server.ts';

/**
 * The build (BUILD_DIR or build/) on its own fresh embedded database, .tmp/bench-<name>; or an earlier
 * build (`buildDir`), started as it was then, without today's process settings.
 */
export async function startBenchServer(
  name: string,
  { buildDir, env = {} }: { buildDir?: string; env?: Record<string, string> } = {},
): Promise<BuiltServer> {
  const dataDir = path.resolve('.tmp', `bench-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  return startBuiltServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_AT: 'off', ...env },
    { buildDir, serverSettings: !buildDir },
  );
}

/**
 * The production build of an earlier commit (`ref`), made once under .tmp/bench-baseline, to measure
 * against in the same run. Its sources come from git; its packages are this checkout's.
 */
export function baselineBuildDir(ref: string): string {
  const root = path.resolve('.tmp/bench-baseline', ref.replace(/[^\w.-]/g, '_'));
  const buildDir = path.join(root, 'build');
  if (existsSync(path.join(buildDir, 'node/main.js'))) return buildDir;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${ref} | tar -x -C "${root}"`], { stdio: 'inherit' });
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  console.log(`building ${ref} in ${root} to measure against`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore', env: { ...process.env, BUILD_DIR: 'build' } });
  return buildDir;
}
