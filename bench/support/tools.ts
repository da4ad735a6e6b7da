// Benchmark tools are installed on first use under .tmp/bench-tools (not dependencies of the app).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Imports `entry` (a module of `pkg`, or `pkg` itself) from its own folder, installing `pkg@version` there first. */
export async function importTool<T>(pkg: string, version: string, entry = pkg): Promise<T> {
  const dir = path.resolve('.tmp/bench-tools', `${pkg}@${version}`);
  if (!existsSync(path.join(dir, 'node_modules', pkg))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--no-fund', '--no-audit', `${pkg}@${version}`], { cwd: dir, stdio: 'inherit' });
  }
  const require = createRequire(path.join(dir, 'package.json'));
  return (await import(pathToFileURL(require.resolve(entry)).href)) as T;
}
