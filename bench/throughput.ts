// How many home pages a second the server sends, in one run on this machine (a benchmark, not a test):
// - from memory, against nginx sending the same bytes (one nginx worker, one Node process: the same CPU);
// - rendered anew (a new address each time), against the build before issue 15 (BENCH_BASELINE):
//   both warmed first, then measured in turns, three rounds each; the figure is the median round, by
//   rate and by the server's own CPU time per render (from /proc: what the other programs on the
//   machine take does not count);
// - at a fixed 100, 200 and 300 requests a second of new renders, with the 99th percentile latency;
// - from memory with the visit statistics counting every request (a person's browser) and with them
//   off (VISIT_STATISTICS=off), a fresh server alone for each load, in turns, six rounds each: what
//   counting costs (issue 36: under 5%), beside what a second server without counting differs by
//   (the load test's own noise here), and the counting's own work timed in process.
// Usage: npm run build && tsx bench/throughput.ts   ->   bench/results/throughput.json
// Needs wrk and nginx (Debian packages); autocannon is installed on first use under .tmp/bench-tools.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createPageViewCounts, pageViewOf } from '../server/modules/analytics/page-view.ts';
import { baselineBuildDir, startBenchServer } from './support/built-server.ts';
import { writeResults } from './support/results.ts';
import { importTool } from './support/tools.ts';

const BASELINE = process.env.BENCH_BASELINE ?? 'caf6fc1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATES = [100, 200, 300];
const NEW_RENDER_ROUNDS = 3;
const HEADERS = { 'Accept-Encoding': 'gzip', 'Accept-Language': 'fr' };
/** What a person's phone sends when it opens a page: each such request is a view the statistics count. */
const VISITOR_HEADERS = {
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Sec-Fetch-Dest': 'document',
  Referer: 'https://www.google.com/',
};
/** Even: each kind goes first in half of them. */
const COUNTING_ROUNDS = 6;

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** The page's bytes exactly as sent (gzip), not decoded. */
function rawGet(origin: string, pathname: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers: HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function latencyMs(value: string, unit: string): number {
  const factor = unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1;
  return Math.round(Number(value) * factor * 100) / 100;
}

/** wrk at full speed from one thread; `script` makes each request's address. */
function wrk(
  url: string,
  {
    connections = 50,
    script,
    seconds = SECONDS,
    headers = {},
  }: { connections?: number; script?: string; seconds?: number; headers?: Record<string, string> } = {},
): Load & { requests: number } {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries({ ...HEADERS, ...headers })) args.push('-H', `${name}: ${value}`);
  if (script) args.push('-s', script);
  const output = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)/m.exec(output);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)),
    p99Ms: p99 ? latencyMs(p99[1]!, p99[2]!) : 0,
    errors: (errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) + Number(non2xx?.[1] ?? 0),
  };
}

/** nginx (one worker) sending `files` from a folder of its own, with gzip_static like our compressed pages. */
function startNginx(port: number, files: Record<string, Buffer>): () => void {
  const dir = path.resolve('.tmp/bench-nginx');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'www'), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, 'www', name), bytes);
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    gzip_static on;
    location / { index index.html; }
  }
}
`,
  );
  execFileSync('nginx', ['-c', config]);
  return () => void spawnSync('nginx', ['-c', config, '-s', 'stop']);
}

/** CPU time a process has used so far (user and system, all its threads), in milliseconds. */
function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface RenderRound extends Load {
  cpuMsPerRender: number;
}

/** New renders at full speed (8 connections), with the server's CPU time per render. */
function newRenders(server: { baseUrl: string; process: { pid?: number } }, script: string): RenderRound {
  const pid = server.process.pid ?? 0;
  const before = cpuMilliseconds(pid);
  const { requests, ...load } = wrk(`${server.baseUrl}/`, { connections: 8, script });
  return { ...load, cpuMsPerRender: Math.round(((cpuMilliseconds(pid) - before) / requests) * 10) / 10 };
}

/** The counting's own work for one view (read the request, add to memory), timed over a million views. */
function microsecondsPerCountedView(): number {
  const counts = createPageViewCounts(null as never);
  const page = { method: 'GET', url: new URL('http://127.0.0.1/'), light: false };
  const headers = toHeaders(VISITOR_HEADERS);
  const once = () => {
    const view = pageViewOf(page, headers, 200, '127.0.0.1');
    if (view) counts.count(view);
  };
  for (let warm = 0; warm < 100_000; warm += 1) once();
  const start = performance.now();
  for (let view = 0; view < 1_000_000; view += 1) once();
  return Math.round(((performance.now() - start) / 1_000_000) * 1000 * 1000) / 1000;
}

/** Headers as Node gives them to the server: lower-case names. */
const toHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}>;

/** New renders at a fixed rate: each request a new address, so no page comes from memory. */
async function atRate(autocannon: Autocannon, origin: string, rate: number): Promise<Load> {
  let counter = 0;
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration: SECONDS,
    overallRate: rate,
    headers: HEADERS,
    requests: [{ setupRequest: (request: object) => ({ ...request, path: `/?rate=${rate}-${(counter += 1)}` }) }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const { default: autocannon } = await importTool<{ default: Autocannon }>('autocannon', '8.0.0');
const current = await startBenchServer('throughput');
const baseline = await startBenchServer('throughput-baseline', { buildDir: baselineBuildDir(BASELINE) });
let stopNginx = () => undefined as void;
let scripts = 0;
/** A wrk script whose every request is a new address, never asked before in this run (none is in memory). */
function uniqueAddresses(): string {
  scripts += 1;
  const script = path.resolve(`.tmp/bench-unique-addresses-${scripts}.lua`);
  writeFileSync(
    script,
    `counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/?render=${scripts}-" .. counter)
end
`,
  );
  return script;
}

try {
  const page = await rawGet(current.baseUrl, '/');
  if (page.status !== 200) throw new Error(`home page answered ${page.status}`);
  const nginxPort = current.port + 1;
  stopNginx = startNginx(nginxPort, { 'index.html': gunzipSync(page.body), 'index.html.gz': page.body });

  console.log('home page from memory (wrk, 50 connections) ...');
  const fromMemory = wrk(`${current.baseUrl}/`);
  const nginx = wrk(`http://127.0.0.1:${nginxPort}/`);
  const ratio = Math.round((fromMemory.requestsPerSecond / nginx.requestsPerSecond) * 100) / 100;
  console.log(`  ours ${fromMemory.requestsPerSecond}/s, nginx ${nginx.requestsPerSecond}/s: ${ratio}x`);

  console.log('home page rendered anew at each request (wrk, 8 connections) ...');
  // Warmed first (the JIT, the reads kept in memory), then in turns, so that both meet the same machine.
  for (const server of [current, baseline])
    wrk(`${server.baseUrl}/`, { connections: 8, script: uniqueAddresses(), seconds: 5 });
  const rounds: { ours: RenderRound; before: RenderRound }[] = [];
  for (let round = 0; round < NEW_RENDER_ROUNDS; round += 1) {
    const ours = newRenders(current, uniqueAddresses());
    const before = newRenders(baseline, uniqueAddresses());
    rounds.push({ ours, before });
    console.log(
      `  ours ${ours.requestsPerSecond}/s (${ours.cpuMsPerRender} ms of CPU a render),`,
      `${BASELINE} ${before.requestsPerSecond}/s (${before.cpuMsPerRender} ms)`,
    );
  }
  const renderedRate = median(rounds.map(({ ours, before }) => ours.requestsPerSecond / before.requestsPerSecond));
  const renderedCpu = median(rounds.map(({ ours, before }) => before.cpuMsPerRender / ours.cpuMsPerRender));
  const speedup = { byRate: Math.round(renderedRate * 10) / 10, byCpuPerRender: Math.round(renderedCpu * 10) / 10 };
  console.log(`  median: ${speedup.byRate}x the rate, ${speedup.byCpuPerRender}x less CPU a render`);

  const atRates: { rate: number; ours: Load; before: Load }[] = [];
  for (const rate of RATES) {
    const ours = await atRate(autocannon, current.baseUrl, rate);
    const before = await atRate(autocannon, baseline.baseUrl, rate);
    atRates.push({ rate, ours, before });
    console.log(
      `  ${rate}/s asked: ours ${ours.requestsPerSecond}/s p99 ${ours.p99Ms} ms (${ours.errors} errors);`,
      `${BASELINE} ${before.requestsPerSecond}/s p99 ${before.p99Ms} ms (${before.errors} errors)`,
    );
  }
  console.log('home page from memory, each request a view: counted, then not (VISIT_STATISTICS=off) ...');
  // A fresh server for every load, alone on the machine, each kind going first every other round:
  // two servers kept side by side differed by a fifth in either direction from run to run (where
  // each process landed on this 2-core machine), far more than the counting costs. A server that
  // rendered thousands of pages above would meet a fuller heap than a new one, too.
  current.stop();
  baseline.stop();
  const load = async (kind: 'counted' | 'uncounted') => {
    const server = await startBenchServer(`throughput-${kind}`, {
      env: kind === 'uncounted' ? { VISIT_STATISTICS: 'off' } : {},
    });
    try {
      wrk(`${server.baseUrl}/`, { headers: VISITOR_HEADERS, seconds: 5 });
      const { requests: _requests, ...rate } = wrk(`${server.baseUrl}/`, { headers: VISITOR_HEADERS });
      return rate;
    } finally {
      server.stop();
    }
  };
  let counting: { counted: Load; uncounted: Load; uncountedAgain: Load }[] = [];
  for (let round = 0; round < COUNTING_ROUNDS; round += 1) {
    // Each kind goes first every other round; a second server without counting gives the noise floor.
    const first = round % 2 === 0 ? 'counted' : 'uncounted';
    const firstLoad = await load(first);
    const secondLoad = await load(first === 'counted' ? 'uncounted' : 'counted');
    const uncountedAgain = await load('uncounted');
    const [on, off] = first === 'counted' ? [firstLoad, secondLoad] : [secondLoad, firstLoad];
    counting = [...counting, { counted: on, uncounted: off, uncountedAgain }];
    console.log(
      `  counted ${on.requestsPerSecond}/s, not counted ${off.requestsPerSecond}/s and ${uncountedAgain.requestsPerSecond}/s (${first} first)`,
    );
  }
  const ratioOf = (a: Load, b: Load) => a.requestsPerSecond / b.requestsPerSecond;
  const countingRatio = median(counting.map((round) => ratioOf(round.counted, round.uncounted)));
  // The same comparison between two servers that do the same work: how far apart this machine puts them.
  const noiseRatio = median(counting.map((round) => ratioOf(round.uncountedAgain, round.uncounted)));
  const noisePercent = Math.round((1 - noiseRatio) * 1000) / 10;
  const spreadPercent = (ratios: number[]) => ({
    min: Math.round((1 - Math.max(...ratios)) * 1000) / 10,
    max: Math.round((1 - Math.min(...ratios)) * 1000) / 10,
  });
  const countingCostPercent = Math.round((1 - countingRatio) * 1000) / 10;
  console.log(
    `  median: counting costs ${countingCostPercent}% of the rate from memory; two servers alike differ by ${noisePercent}%`,
  );
  // The same cost measured without the network's noise: the counting's own work, a million times in this process.
  const perView = microsecondsPerCountedView();
  const ofAnAnswer = Math.round(((perView * counting[0]!.uncounted.requestsPerSecond) / 1e6) * 1000) / 10;
  console.log(`  in process: ${perView} µs a counted view, ${ofAnAnswer}% of an answer from memory`);

  writeResults('throughput', {
    baseline: BASELINE,
    secondsPerLoad: SECONDS,
    page: { path: '/', gzipBytes: page.body.length },
    fromMemory: { ours: fromMemory, nginx, ratio },
    renderedAnew: { rounds, speedup },
    newRendersAtFixedRates: atRates,
    visitCounting: {
      rounds: counting,
      ratio: Math.round(countingRatio * 1000) / 1000,
      costPercent: countingCostPercent,
      costPercentRange: spreadPercent(counting.map((round) => ratioOf(round.counted, round.uncounted))),
      // Two servers without counting, measured the same way: the load test's own noise on this machine.
      noisePercent,
      noisePercentRange: spreadPercent(counting.map((round) => ratioOf(round.uncountedAgain, round.uncounted))),
    },
  });
} finally {
  stopNginx();
  current.stop();
  baseline.stop();
}
