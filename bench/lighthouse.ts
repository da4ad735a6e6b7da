// Lighthouse 12.8 mobile on every public page type, in both languages: performance (median of
// LIGHTHOUSE_RUNS runs, 3 by default) under the default throttling and a Guinea profile (RTT 300 ms,
// 700 kbps, CPU 4x), with SEO, accessibility and best practices.
// Usage: npm run build && tsx bench/lighthouse.ts [path ...]   (a benchmark, not a test; writes bench/results/lighthouse.json,
// or bench/results/$LIGHTHOUSE_RESULTS.json)
// A fresh Chromium per run by default (LIGHTHOUSE_BROWSER=kept: one per language, the way it measured before).
// Lighthouse is installed on first use under .tmp/bench-tools (not a dependency of the app).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { startBenchServer } from './support/built-server.ts';
import { publicPageAddresses } from './support/public-pages.ts';
import { writeResults } from './support/results.ts';
import { importTool } from './support/tools.ts';
import { splitLanguagePath } from '#contract/page-urls.ts';

const LIGHTHOUSE_VERSION = '12.8.2';
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse's own mobile throttling, and what a phone in Conakry gets on a bad day. */
const PROFILES: Record<string, Record<string, number> | undefined> = {
  default: undefined,
  guinea: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 },
};
const profileNames = (process.env.LIGHTHOUSE_PROFILES ?? 'default,guinea').split(',');
/** A folder to keep every run's whole report in, to read why a page is slow (LIGHTHOUSE_REPORTS=.tmp/lh). */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
/**
 * `fresh` (the default): a new Chromium for every run, as `npx lighthouse URL` does and as a
 * visitor's phone meets the page (nothing cached, no warm connection, no compiled code). `kept`: one
 * Chromium per language for the whole benchmark, the way this benchmark measured before issue 36.
 */
const BROWSER = process.env.LIGHTHOUSE_BROWSER === 'kept' ? 'kept' : 'fresh';
/** The results' name under bench/results: a run of a few pages is kept beside the whole table, not over it. */
const RESULTS_NAME = process.env.LIGHTHOUSE_RESULTS ?? 'lighthouse';

/** The little of Lighthouse's report and of chrome-launcher this benchmark reads. */
interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: { resourceType?: string; requestCount?: number; transferSize?: number }[] };
}
interface Report {
  finalDisplayedUrl: string;
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit>;
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Report } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): unknown }>;
}

async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; chromeLauncher: ChromeLauncher }> {
  const [lighthouseModule, chromeLauncher] = await Promise.all([
    importTool<{ default: RunLighthouse }>('lighthouse', LIGHTHOUSE_VERSION),
    importTool<ChromeLauncher>('lighthouse', LIGHTHOUSE_VERSION, 'chrome-launcher'),
  ]);
  return { lighthouse: lighthouseModule.default, chromeLauncher };
}

interface Run {
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  requests: number;
  scriptKB: number;
  totalKB: number;
  failed: string[];
}

function readRun(lhr: Report): Run {
  const scores = Object.fromEntries(
    CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
  );
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const of = (type: string) => summary.find((item) => item.resourceType === type);
  return {
    scores,
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    requests: of('total')?.requestCount ?? 0,
    scriptKB: Math.round(((of('script')?.transferSize ?? 0) / 1024) * 10) / 10,
    totalKB: Math.round(((of('total')?.transferSize ?? 0) / 1024) * 10) / 10,
    failed: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** The run whose performance score is the median (its own figures, so they belong together). */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0) || a.lcpMs - b.lcpMs,
  );
  return sorted[Math.floor(sorted.length / 2)]!;
}

const { lighthouse, chromeLauncher } = await loadLighthouse();

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, now and then) is made again. */
async function measure(port: number, url: string, language: string, profile: string, attempts = 3): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: CATEGORIES,
    output: 'json',
    logLevel: 'error',
    extraHeaders: { 'Accept-Language': language },
    ...(PROFILES[profile] ? { throttling: PROFILES[profile] } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  if (attempts <= 1) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}`);
  return measure(port, url, language, profile, attempts - 1);
}
const server = await startBenchServer('lighthouse');
const rows: ({ path: string; profile: string } & Run)[] = [];
const addresses = await publicPageAddresses(server.baseUrl);
/**
 * Each page asked for twice before it is measured: the server then holds it compressed at brotli's
 * best level, as it does for any page visitors have seen (the first visitor after a change gets the
 * fast level, ADR 0031's page cache). The browser stays cold: that is what the runs measure.
 */
async function warm(pagePath: string) {
  const { language } = splitLanguagePath(pagePath);
  for (let time = 0; time < 3; time += 1) {
    const answer = await fetch(`${server.baseUrl}${pagePath}`, {
      headers: { 'accept-encoding': 'br', 'accept-language': language },
    });
    await answer.arrayBuffer();
  }
  // The best level is compressed on zlib's threads after the second visit; give it its few tens of ms.
  await new Promise((resolve) => setTimeout(resolve, 300));
}
/**
 * Browsers speak the page's language: the site stores the browser's language on a first visit, and
 * a visitor whose saved language differs from a page's is sent to the other one (a redirect that an
 * English-speaking browser would add to every French page).
 */
const chromes = new Map<string, Awaited<ReturnType<ChromeLauncher['launch']>>>();
const launch = (language: string) =>
  chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--lang=${language}`, `--accept-lang=${language}`],
  });
/** A run in the language's kept browser, or in a browser of its own that is closed after it. */
async function inBrowser<T>(language: string, run: (port: number) => Promise<T>): Promise<T> {
  if (BROWSER === 'kept') {
    let chrome = chromes.get(language);
    if (!chrome) {
      chrome = await launch(language);
      chromes.set(language, chrome);
    }
    return run(chrome.port);
  }
  const chrome = await launch(language);
  try {
    return await run(chrome.port);
  } finally {
    await chrome.kill();
  }
}
try {
  for (const pagePath of addresses) {
    const { language } = splitLanguagePath(pagePath);
    await warm(pagePath);
    for (const profile of profileNames) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const lhr = await inBrowser(language, (port) =>
          measure(port, `${server.baseUrl}${pagePath}`, language, profile),
        );
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== new URL(pagePath, server.baseUrl).pathname) {
          throw new Error(`${pagePath} was measured at ${landed}: a redirect would count in its figures`);
        }
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const name = `${pagePath.replace(/\W+/g, '_')}-${profile}-${run + 1}.json`;
          writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(lhr));
        }
        runs.push(readRun(lhr));
      }
      const median = medianRun(runs);
      rows.push({ path: pagePath, profile, ...median });
      console.log(
        pagePath.padEnd(44),
        profile.padEnd(7),
        CATEGORIES.map((key) => String(median.scores[key]).padStart(4)).join(' '),
        `FCP ${median.fcpMs} LCP ${median.lcpMs} TBT ${median.tbtMs} req ${median.requests} JS ${median.scriptKB} KB`,
        median.failed.join(', '),
      );
    }
  }
} finally {
  for (const chrome of chromes.values()) await chrome.kill();
  server.stop();
}
writeResults(RESULTS_NAME, {
  lighthouse: LIGHTHOUSE_VERSION,
  browser: BROWSER,
  runsPerPage: RUNS,
  profiles: PROFILES,
  pages: rows,
});
