import { mkdirSync, writeFileSync } from 'node:fs';

/** Writes a benchmark's figures where the issue notes quote them from. */
export function writeResults(name: string, figures: object) {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${name}.json`;
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`);
  console.log(`written to ${file}`);
}
