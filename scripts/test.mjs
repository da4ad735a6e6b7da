// `npm test`: every part of the suite, stopping after the first step that fails, then how long each took.
// The checks that each use one core (typecheck, lint) run beside the build; the rest, one after another.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const STEPS = [
  [['chromium', 'node scripts/ensure-chromium.mjs']],
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['build', 'npm run build'],
  ],
  [['unit+API', 'npm run test:unit -- --coverage']],
  [['browser', 'npx playwright test']],
];

/** Runs a part; beside others, its output is kept and printed whole when it ends, so parts do not interleave. */
function run(name, command, alone) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ name, status, seconds: (performance.now() - start) / 1000 });
    });
  });
}

const suiteStart = performance.now();
const took = [];
let failed = [];
for (const parts of STEPS) {
  const results = await Promise.all(parts.map(([name, command]) => run(name, command, parts.length === 1)));
  took.push(...results);
  failed = results.filter((result) => result.status !== 0).map((result) => result.name);
  if (failed.length > 0) break;
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
console.log('\nnpm test, part by part (typecheck, lint and build run side by side):');
for (const { name, seconds } of took) console.log(`  ${name.padEnd(10)} ${minutes(seconds)}`);
console.log(`  ${'total'.padEnd(10)} ${minutes((performance.now() - suiteStart) / 1000)}`);
if (failed.length > 0) {
  console.log(`failed in: ${failed.join(', ')}`);
  process.exit(1);
}
