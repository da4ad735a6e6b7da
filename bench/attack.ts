// The attacks of issue 8 replayed against the production build on loopback (a benchmark, not a test).
// Usage: npm run build && npx tsx bench/attack.ts   ->   bench/results/attack.json
// With TEST_DATABASE_URL (or BENCH_DATABASE_URL) set, also stops PostgreSQL for 8 s under a second server.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import fc from 'fast-check';
import {
  API_ROUTES,
  hostileRequestTo,
  PAGE_ROUTES,
  toHostileRequest,
} from '../server/test-support/hostile-requests.ts';
import { residentMegabytes, startBuiltServer } from '../server/test-support/built-server.ts';
import { rawRequest } from '../server/test-support/raw-request.ts';
import { startTcpProxy } from '../server/test-support/tcp-proxy.ts';
import { adminQuery } from '../server/test-support/test-database.ts';

const FUZZ_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const ADMIN = { email: 'admin@bench.weltaare.test', password: 'bench admin password' };

const send = rawRequest;

const startServer = (env: Record<string, string>) =>
  startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });

const json = (value: unknown) => JSON.stringify(value);
const loginBody = (password: string, email = ADMIN.email) => json({ email, password });
const JSON_HEADERS = { 'content-type': 'application/json' };

async function loginChecks(port: number) {
  const parallel = await Promise.all(
    Array.from({ length: 30 }, () =>
      send(port, '/api/auth/login', {
        method: 'POST',
        headers: { ...JSON_HEADERS, 'x-forwarded-for': '203.0.113.7' },
        body: loginBody('parallel wrong guess'),
      }),
    ),
  );
  for (let i = 0; i < 10; i += 1) {
    await send(port, '/api/auth/login', {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'x-forwarded-for': '203.0.113.8' },
      body: loginBody('stranger guess'),
    });
  }
  const owner = await send(port, '/api/auth/login', {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-forwarded-for': '198.51.100.20' },
    body: loginBody(ADMIN.password),
  });
  return {
    parallelWrongPasswords: 30,
    checked: parallel.filter((answer) => answer.status === 401).length,
    refused429: parallel.filter((answer) => answer.status === 429).length,
    ownerFromOtherAddressAfterStrangerFailures: owner.status,
    token: (JSON.parse(owner.body) as { data?: { token?: string } }).data?.token ?? null,
  };
}

async function forgedHostChecks(port: number) {
  const received: string[] = [];
  const attacker = http.createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    response.end('{}');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const attackerPort = (attacker.address() as net.AddressInfo).port;
  const pages = ['/', '/services/hosting', '/blog/cybersecurite-cinq-reflexes-pme', '/contact'];
  let pagesNamingForgedHost = 0;
  for (const page of pages) {
    const answer = await send(port, page, { headers: { host: `127.0.0.1:${attackerPort}` } });
    if (answer.body.includes(`:${attackerPort}`)) pagesNamingForgedHost += 1;
  }
  const post = await send(port, '/contact', {
    method: 'POST',
    headers: { host: `127.0.0.1:${attackerPort}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'firstName=Awa&lastName=Camara&email=awa%40example.com&subject=Site&message=Bonjour',
  });
  await new Promise<void>((resolve) => attacker.close(() => resolve()));
  return {
    pagesChecked: pages.length,
    pagesNamingForgedHost,
    contactPostStatus: post.status,
    requestsReceivedByForgedHost: received.length,
  };
}

async function bodyLimitCheck(port: number, pid: number) {
  const before = residentMegabytes(pid);
  const answer = await send(port, '/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.concat([Buffer.from('message='), Buffer.alloc(20 * 1024 * 1024, 'a')]),
  });
  return {
    bodyMegabytes: 20,
    status: answer.status,
    answeredInMs: Math.round(answer.ms),
    residentBeforeMb: before,
    residentAfterMb: residentMegabytes(pid),
  };
}

async function fuzz(port: number, token: string | null) {
  const drawn = fc.sample(hostileRequestTo([...API_ROUTES, ...PAGE_ROUTES]), { numRuns: FUZZ_REQUESTS, seed: 8 });
  const byClass: Record<string, number> = {};
  const serverErrors: string[] = [];
  let next = 0;
  async function worker() {
    while (next < drawn.length) {
      const request = toHostileRequest(drawn[next++]!, token);
      const answer = await send(port, request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      const statusClass = answer.status === 0 ? 'no answer' : `${Math.floor(answer.status / 100)}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      if (answer.status >= 500 || answer.status === 0)
        serverErrors.push(`${answer.status} ${request.method} ${request.url}`);
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  return { requests: drawn.length, byClass, serverErrors: serverErrors.slice(0, 20) };
}

async function outageCheck(serverUrl: string) {
  const databaseName = `weltaare_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${databaseName}`);
  const target = new URL(serverUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const databaseUrl = new URL(serverUrl);
  databaseUrl.host = `127.0.0.1:${proxy.port}`;
  databaseUrl.pathname = `/${databaseName}`;
  const server = await startServer({ DATABASE_URL: databaseUrl.toString() });
  try {
    const during: Record<string, number> = {};
    await send(server.port, '/');
    await proxy.cut();
    const cutAt = performance.now();
    while (performance.now() - cutAt < 8000) {
      for (const url of ['/api/services', '/', '/services/hosting']) {
        const answer = await send(server.port, url);
        during[`${url} ${answer.status}`] = (during[`${url} ${answer.status}`] ?? 0) + 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await proxy.restore();
    const restoredAt = performance.now();
    while ((await send(server.port, '/services/hosting')).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const pageBackInMs = Math.round(performance.now() - restoredAt);
    const apiAfter = (await send(server.port, '/api/services')).status;
    return { outageSeconds: 8, answersDuringOutage: during, pageBackInMs, apiStatusAfter: apiAfter };
  } finally {
    server.stop();
    await proxy.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
  }
}

const dataDir = '.tmp/bench-attack-data';
rmSync(dataDir, { recursive: true, force: true });
const {
  port,
  process: server,
  stop,
} = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  TRUST_PROXY: '127.0.0.1',
  FORM_RATE_LIMIT: '100000',
  BACKUP_AT: 'off',
});
try {
  const started = new Date().toISOString();
  const login = await loginChecks(port);
  const forgedHost = await forgedHostChecks(port);
  const bodyLimit = await bodyLimitCheck(port, server.pid ?? 0);
  const fuzzed = await fuzz(port, login.token);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const outage = serverUrl ? await outageCheck(serverUrl) : 'skipped: no TEST_DATABASE_URL';
  const { token: _token, ...loginFigures } = login;
  const results = {
    started,
    build: process.env.BUILD_DIR ?? 'build',
    login: loginFigures,
    forgedHost,
    bodyLimit,
    fuzz: fuzzed,
    outage,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/attack.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
} finally {
  stop();
}
