// Memory and speed through 100,000 mixed requests on the embedded database (a benchmark, not a test):
// public pages (most from memory, some rendered anew at new addresses), public API reads and contact
// messages, in ten rounds; the server's resident memory and rate are read after each round.
// Usage: npm run build && tsx bench/soak.ts   ->   bench/results/soak.json   (SOAK_REQUESTS to change the total)
import { residentMegabytes } from '../server/test-support/built-server.ts';
import { startBenchServer } from './support/built-server.ts';
import { publicPageAddresses } from './support/public-pages.ts';
import { writeResults } from './support/results.ts';
import { importTool } from './support/tools.ts';

const TOTAL = Number(process.env.SOAK_REQUESTS ?? 100_000);
const ROUNDS = 10;
/** Issue 15: resident memory at most this through the soak. */
const MEMORY_BUDGET_MB = 400;

type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}>;

const { default: autocannon } = await importTool<{ default: Autocannon }>('autocannon', '8.0.0');
const server = await startBenchServer('soak', { env: { FORM_RATE_LIMIT: String(TOTAL) } });
const pid = server.process.pid ?? 0;
const pages = await publicPageAddresses(server.baseUrl, []);
const apiReads = [
  '/api/services',
  '/api/settings',
  '/api/blog?page=1',
  '/api/projects?lang=en',
  '/api/testimonials/approved',
];

let counter = 0;
/** Out of 20 requests: 12 pages from memory, 2 pages at new addresses, 4 API reads, 2 contact messages. */
function nextRequest(request: Record<string, unknown>): Record<string, unknown> {
  counter += 1;
  const slot = counter % 20;
  const get = (path: string) => ({
    ...request,
    method: 'GET',
    path,
    body: undefined,
    headers: { 'accept-encoding': 'br' },
  });
  if (slot < 12) return get(pages[counter % pages.length]!);
  if (slot < 14) return get(`${pages[counter % pages.length]}?soak=${counter}`);
  if (slot < 18) return get(apiReads[counter % apiReads.length]!);
  return {
    ...request,
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Visiteur ${counter}`,
      email: `visiteur${counter}@example.com`,
      subject: 'Demande de devis',
      message: `Bonjour, je voudrais un site pour mon commerce à Conakry (message ${counter}).`,
    }),
  };
}

const rounds: {
  round: number;
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  residentMB: number;
}[] = [];
const idleMB = residentMegabytes(pid);
console.log(`idle: ${idleMB} MB resident`);
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const result = await autocannon({
      url: server.baseUrl,
      connections: 20,
      amount: Math.round(TOTAL / ROUNDS),
      requests: [{ setupRequest: nextRequest }],
    });
    const row = {
      round,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      residentMB: residentMegabytes(pid),
    };
    rounds.push(row);
    console.log(
      `round ${round}: ${row.requestsPerSecond}/s, p99 ${row.p99Ms} ms, ${row.errors} errors, ${row.residentMB} MB`,
    );
  }
} finally {
  server.stop();
}
const peakMB = Math.max(...rounds.map((row) => row.residentMB));
const first = rounds[0]?.requestsPerSecond ?? 0;
const last = rounds.at(-1)?.requestsPerSecond ?? 0;
writeResults('soak', {
  totalRequests: TOTAL,
  mix: 'per 20: 12 pages from memory, 2 pages at new addresses, 4 API reads, 2 contact messages',
  idleMB,
  peakMB,
  withinMemoryBudget: peakMB <= MEMORY_BUDGET_MB,
  rateFirstRound: first,
  rateLastRound: last,
  rounds,
});
