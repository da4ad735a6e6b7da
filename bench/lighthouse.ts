// Lighthouse SEO, accessibility and best practices of every public page type, in both languages.
// Usage: npm run build && tsx bench/lighthouse.ts [path ...]   (a benchmark, not a test; writes bench/results/lighthouse.json)
// Lighthouse 12.8 is installed on first use under .tmp/lighthouse (not a dependency of the app).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '#contract/languages.ts';
import { localizedPath, STATIC_PAGE_PATHS } from '#contract/page-urls.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { startBuiltServer } from './support/built-server.ts';

const LIGHTHOUSE_VERSION = '12.8.2';
const CATEGORIES = ['seo', 'accessibility', 'best-practices'];
const toolDir = path.resolve('.tmp/lighthouse');

/** The little of Lighthouse's report and of chrome-launcher this benchmark reads. */
interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string }>;
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Report } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): unknown }>;
}

async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; chromeLauncher: ChromeLauncher }> {
  if (!existsSync(path.join(toolDir, 'node_modules/lighthouse'))) {
    mkdirSync(toolDir, { recursive: true });
    writeFileSync(path.join(toolDir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--no-fund', '--no-audit', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: toolDir,
      stdio: 'inherit',
    });
  }
  const require = createRequire(path.join(toolDir, 'package.json'));
  const [lighthouseModule, chromeLauncher] = await Promise.all([
    import(pathToFileURL(require.resolve('lighthouse')).href) as Promise<{ default: RunLighthouse }>,
    import(pathToFileURL(require.resolve('chrome-launcher')).href) as Promise<ChromeLauncher>,
  ]);
  return { lighthouse: lighthouseModule.default, chromeLauncher };
}

/** Every static page and the first item of each kind that has pages of its own, in each language; or the paths given. */
async function pageAddresses(origin: string): Promise<string[]> {
  if (process.argv.length > 2) return process.argv.slice(2);
  // An item's English page has its English slug: the list in English names it.
  const firstSlug = async (api: string, language: Language) =>
    ((await (await fetch(`${origin}${api}?lang=${language}`)).json()) as { data: { slug: string }[] }).data[0]!.slug;
  const itemPaths = async (language: Language) => {
    const [service, project, post, job] = await Promise.all(
      ['/api/services', '/api/projects', '/api/blog', '/api/careers'].map((api) => firstSlug(api, language)),
    );
    return [...STATIC_PAGE_PATHS, `/services/${service}`, `/portfolio/${project}`, `/blog/${post}`, `/careers/${job}`];
  };
  const [french, english] = await Promise.all([itemPaths('fr'), itemPaths('en')]);
  return french.flatMap((path, index) => [path, localizedPath(english[index]!, 'en')]);
}

const { lighthouse, chromeLauncher } = await loadLighthouse();
const server = await startBuiltServer({
  port: Number(process.env.BENCH_PORT ?? 3400),
  dataDir: '.tmp/bench-lighthouse',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows: { path: string; failed: string[] }[] = [];
try {
  for (const pagePath of await pageAddresses(server.origin)) {
    const result = await lighthouse(`${server.origin}${pagePath}`, {
      port: chrome.port,
      onlyCategories: CATEGORIES,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no report for ${pagePath}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
    );
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    rows.push({ path: pagePath, ...scores, failed });
    console.log(
      pagePath.padEnd(48),
      CATEGORIES.map((key) => String(scores[key]).padStart(4)).join(' '),
      failed.join(', '),
    );
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
