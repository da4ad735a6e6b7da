// Bundles the Fastify server (server/ and contract/) into build/node/main.js; npm packages stay external.
// Then the service worker into build/client/sw.js, named by the build's assets so each build installs anew.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

const buildDir = process.env.BUILD_DIR ?? 'build';

await build({
  entryPoints: ['server/main.ts'],
  outfile: `${buildDir}/node/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const assetNames = readdirSync(`${buildDir}/client/assets`).sort().join('\n');
await build({
  entryPoints: ['app/service-worker/service-worker.ts'],
  outfile: `${buildDir}/client/sw.js`,
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'chrome90',
  minify: true,
  define: { SHELL_VERSION: JSON.stringify(createHash('sha256').update(assetNames).digest('hex').slice(0, 12)) },
  logLevel: 'warning',
});
