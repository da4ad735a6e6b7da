// JavaScript a first visit downloads, per page, gzip -9 (the budget is 100 KB for the home page).
// Usage: npm run build && tsx bench/bundle-size.ts [path ...]   (a benchmark, not a test)
// BUILD_DIR measures another build (CLIENT_RUNTIME=react BUILD_DIR=.tmp/build-react npm run build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startBuiltServer } from './support/built-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const buildDir = process.env.BUILD_DIR ?? 'build';
const BUDGET_KB = 100;
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/not-a-page'];
const dataDir = '.tmp/bench-data';

const server = await startBuiltServer({ port: PORT, buildDir, dataDir });

function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g)) {
    urls.add((match[1] ?? match[2] ?? match[3])!);
  }
  return [...urls].filter((url) => url.startsWith('/assets/'));
}

try {
  console.log('page'.padEnd(28), 'files', 'raw KB'.padStart(8), 'gzip KB'.padStart(8));
  for (const page of pages) {
    const html = await (await fetch(`${server.origin}${page}`)).text();
    const files = scriptsOf(html).map((url) => readFileSync(path.join(buildDir, 'client', url)));
    const raw = files.reduce((sum, file) => sum + file.length, 0);
    const gzip = files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0);
    const flag = page === '/' && gzip / 1024 > BUDGET_KB ? `  over the ${BUDGET_KB} KB budget` : '';
    console.log(
      page.padEnd(28),
      String(files.length).padStart(5),
      (raw / 1024).toFixed(1).padStart(8),
      (gzip / 1024).toFixed(1).padStart(8) + flag,
    );
  }
} finally {
  server.stop();
}
