// Lighthouse SEO, accessibility and best practices of every public page type, in both languages.
// Usage: npm run build && node bench/lighthouse.mjs   (a benchmark, not a test; writes bench/results/lighthouse.json)
// Lighthouse 12.8 is installed on first use under .tmp/lighthouse (not a dependency of the app).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBuiltServer } from './support/built-server.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const CATEGORIES = ['seo', 'accessibility', 'best-practices'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const toolDir = path.resolve('.tmp/lighthouse');

function loadLighthouse() {
  if (!existsSync(path.join(toolDir, 'node_modules/lighthouse'))) {
    mkdirSync(toolDir, { recursive: true });
    writeFileSync(path.join(toolDir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--no-fund', '--no-audit', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: toolDir,
      stdio: 'inherit',
    });
  }
  const require = createRequire(path.join(toolDir, 'package.json'));
  return Promise.all([
    import(pathToFileURL(require.resolve('lighthouse')).href),
    import(pathToFileURL(require.resolve('chrome-launcher')).href),
  ]);
}

/** One page of each kind; the detail pages take the first published item. */
async function pagePaths(origin) {
  const first = async (api) => (await (await fetch(`${origin}${api}`)).json()).data[0].slug;
  const [service, project, post, job] = await Promise.all([
    first('/api/services'),
    first('/api/projects'),
    first('/api/blog'),
    first('/api/careers'),
  ]);
  return [
    '/',
    '/about',
    '/services',
    `/services/${service}`,
    '/solutions',
    '/clients',
    '/portfolio',
    `/portfolio/${project}`,
    '/blog',
    `/blog/${post}`,
    '/careers',
    `/careers/${job}`,
    '/contact',
    '/help',
    '/docs',
    '/legal',
    '/privacy',
    '/terms',
  ];
}

const [{ default: lighthouse }, chromeLauncher] = await loadLighthouse();
const server = await startBuiltServer({
  port: Number(process.env.BENCH_PORT ?? 3400),
  dataDir: '.tmp/bench-lighthouse',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const page of await pagePaths(server.origin)) {
    for (const prefix of ['', '/en']) {
      const url = `${server.origin}${prefix}${page === '/' && prefix ? '' : page}`;
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: CATEGORIES,
        output: 'json',
        logLevel: 'error',
      });
      const scores = Object.fromEntries(
        CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
      );
      const failed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      rows.push({ path: `${prefix}${page === '/' && prefix ? '' : page}`, ...scores, failed });
      console.log(
        rows.at(-1).path.padEnd(48),
        CATEGORIES.map((key) => String(scores[key]).padStart(4)).join(' '),
        failed.join(', '),
      );
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lighthouse.json',
  `${JSON.stringify({ lighthouse: LIGHTHOUSE_VERSION, measuredAt: new Date().toISOString(), pages: rows }, null, 2)}\n`,
);
