// `npm test`: every part of the suite in turn, stopping at the first that fails, then how long each took.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const PARTS = [
  ['chromium', 'node scripts/ensure-chromium.mjs'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit+API', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['browser', 'npx playwright test'],
];

const took = [];
let failed = null;
for (const [name, command] of PARTS) {
  const start = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  took.push([name, (performance.now() - start) / 1000]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
console.log('\nnpm test, part by part:');
for (const [name, seconds] of took) console.log(`  ${name.padEnd(10)} ${minutes(seconds)}`);
console.log(`  ${'total'.padEnd(10)} ${minutes(took.reduce((sum, [, seconds]) => sum + seconds, 0))}`);
if (failed) {
  console.log(`failed in: ${failed}`);
  process.exit(1);
}
