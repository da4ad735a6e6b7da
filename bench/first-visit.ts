// What a first visit to each public page downloads (requests, JavaScript, CSS, everything) and what a
// second visit downloads again, in Chromium, as a phone (375 px) would ask for it.
// Usage: npm run build && tsx bench/first-visit.ts [path ...]   (a benchmark, not a test; writes bench/results/first-visit.json)
// BUILD_DIR measures another build.
import { chromium, type Page, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { startBenchServer } from './support/built-server.ts';
import { publicPageAddresses } from './support/public-pages.ts';
import { writeResults } from './support/results.ts';

/** Issue 15's budget for the home page. */
const HOME_BUDGET = { requests: 12, scriptKB: 30, totalKB: 200 };

interface Visit {
  requests: number;
  /** Bytes on the wire (compressed bodies and headers), per kind of resource. */
  scriptKB: number;
  styleKB: number;
  totalKB: number;
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const server = await startBenchServer('first-visit');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Loads the page and waits for the network to rest (islands hydrated, lazy images near the top fetched). */
async function visit(page: Page, url: string): Promise<Visit> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const types = new Map<string, string>();
  const fromCache = new Set<string>();
  let scripts = 0;
  let styles = 0;
  let total = 0;
  let requests = 0;
  session.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    if (event.response.fromDiskCache || event.response.fromServiceWorker) fromCache.add(event.requestId);
  });
  session.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  session.on('Network.loadingFinished', (event) => {
    if (fromCache.has(event.requestId)) return;
    requests += 1;
    total += event.encodedDataLength;
    const type = types.get(event.requestId);
    if (type === 'Script') scripts += event.encodedDataLength;
    if (type === 'Stylesheet') styles += event.encodedDataLength;
  });
  // The service worker's own requests (its install, the pages it passes on) are not the page's: counted too.
  const pending: Promise<void>[] = [];
  const fromWorker = (request: Request) => {
    if (!request.serviceWorker()) return;
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
        requests += 1;
        total += bytes;
        if (request.resourceType() === 'script') scripts += bytes;
        if (request.resourceType() === 'stylesheet') styles += bytes;
      }),
    );
  };
  page.context().on('requestfinished', fromWorker);
  await page.goto(url, { waitUntil: 'networkidle' });
  await session.detach();
  page.context().off('requestfinished', fromWorker);
  await Promise.all(pending);
  return { requests, scriptKB: kilobytes(scripts), styleKB: kilobytes(styles), totalKB: kilobytes(total) };
}

const rows: { path: string; first: Visit; second: Visit }[] = [];
try {
  console.log('page'.padEnd(44), 'requests', 'JS KB', 'CSS KB', 'all KB', '| again: requests', 'JS+CSS KB');
  for (const path of await publicPageAddresses(server.baseUrl)) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const first = await visit(page, `${server.baseUrl}${path}`);
    // A second visit: the same page opened again later (a new navigation, not a reload).
    await page.goto('about:blank');
    const second = await visit(page, `${server.baseUrl}${path}`);
    await context.close();
    rows.push({ path, first, second });
    console.log(
      path.padEnd(44),
      String(first.requests).padStart(8),
      String(first.scriptKB).padStart(5),
      String(first.styleKB).padStart(6),
      String(first.totalKB).padStart(6),
      '|',
      String(second.requests).padStart(15),
      String(Math.round((second.scriptKB + second.styleKB) * 10) / 10).padStart(9),
    );
  }
} finally {
  await browser.close();
  server.stop();
}
const home = rows.find((row) => row.path === '/');
const verdict = home
  ? {
      requests: home.first.requests <= HOME_BUDGET.requests,
      script: home.first.scriptKB <= HOME_BUDGET.scriptKB,
      total: home.first.totalKB <= HOME_BUDGET.totalKB,
      secondVisitDownloadsNoCode: rows.every((row) => row.second.scriptKB + row.second.styleKB === 0),
    }
  : null;
if (verdict) console.log('home page within budget', HOME_BUDGET, verdict);
writeResults('first-visit', { budget: { home: HOME_BUDGET }, verdict, pages: rows });
