import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from './lib/project-root.ts';

/**
 * What `node server/main.ts` prints at start, read from the real process. Its database refuses
 * connections (nothing listens on port 1), so it stops right after what it says first.
 */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-main-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function startOutput(environment: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: findProjectRoot(),
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '8080',
      DATABASE_URL: 'postgres://weltaare@127.0.0.1:1/weltaare',
      LOG_LEVEL: 'silent',
      ...environment,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', () => resolve(output)));
}

const PUBLIC_URL_WARNING =
  'Warning: PUBLIC_URL is not set, so the sitemap, the RSS feed, link previews and every link in mails point to http://localhost:8080';

describe('the server at start', () => {
  it('warns in production without PUBLIC_URL, naming the variable and what to set', async () => {
    const output = await startOutput({ NODE_ENV: 'production' });
    expect(output).toContain(PUBLIC_URL_WARNING);
    expect(output).toContain('Set PUBLIC_URL to the address visitors use, e.g. PUBLIC_URL=https://weltaare.com');
  });

  it('says nothing of it once PUBLIC_URL is set, or on a development machine', async () => {
    const outputs = await Promise.all([
      startOutput({ NODE_ENV: 'production', PUBLIC_URL: 'https://weltaare.com' }),
      startOutput({ NODE_ENV: 'development' }),
    ]);
    for (const output of outputs) {
      // It did start: it reached the database, which refused.
      expect(output).toContain('ECONNREFUSED');
      expect(output).not.toContain('PUBLIC_URL');
    }
  });
});
