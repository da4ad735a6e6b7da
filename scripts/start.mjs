// `npm start`: builds when the sources are newer than the build, then serves the production build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-process.mjs';

const outputs = ['build/node/main.js', 'build/server/index.js'];
const sources = [
  'app',
  'server',
  'contract',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt === 0 || sources.some((source) => newestMtime(source) > builtAt)) {
  console.log('Building the production bundle...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Without PUBLIC_URL this is the local demo of the README: the site's address is this machine's, as
// the server's own default says, and the server need not warn that a public address is missing.
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`;
if (!process.env.PUBLIC_URL) {
  console.log(`Serving the site at ${publicUrl} for this machine; on a server, set PUBLIC_URL to its public address.`);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, 'build/node/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', PUBLIC_URL: publicUrl },
});
process.exit(server.status ?? 0);
