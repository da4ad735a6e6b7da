// Bundles the Fastify server (server/ and contract/) into build/node/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: `${process.env.BUILD_DIR ?? 'build'}/node/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
