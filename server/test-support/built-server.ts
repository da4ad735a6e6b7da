import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs';
import { freePort, rawRequest } from './raw-request.ts';

export interface BuiltServer {
  port: number;
  /** http://127.0.0.1:<port>, also its PUBLIC_URL. */
  baseUrl: string;
  process: ChildProcess;
  stop(): void;
}

/**
 * The production build (`buildDir`, else BUILD_DIR, else build/) on a free port of its own, answering
 * /api/ready: for the specs and benchmarks that need a second server or to stop its database.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  {
    buildDir = process.env.BUILD_DIR ?? 'build',
    serverSettings = true,
  }: {
    buildDir?: string;
    /** False for an earlier build, started as it was then: without scripts/server-process.mjs's settings. */
    serverSettings?: boolean;
  } = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const flags = serverSettings ? SERVER_NODE_FLAGS : [];
  const child = spawn(process.execPath, [...flags, path.resolve(buildDir, 'node/main.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ...(serverSettings ? SERVER_ENV : {}),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if ((await rawRequest(port, '/api/ready')).status === 200) {
      return { port, baseUrl, process: child, stop: () => child.kill('SIGTERM') };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the built server did not start');
}

/** Resident memory of a process, in MB (Linux). */
export function residentMegabytes(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
}
