import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from '../../../server/test-support/built-server.ts';
import { e2eServerEnv } from './e2e-server-env.mjs';

/**
 * A site of the worker's own, seeded like the shared one, for the tests that change a record the
 * whole site has once (the settings, the transfer corridors, the study checklists, the reply
 * templates): on the shared server no test could own it. It starts when the worker first needs it;
 * a worker runs one test at a time, so each test has the record to itself. Its `baseURL` is the
 * test's: `page.goto('/admin/…')` and the API helpers reach it; `ownSite.baseUrl` gives absolute URLs.
 */
export const test = base.extend<object, { ownSite: BuiltServer }>({
  ownSite: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, provide) => {
      mkdirSync('.tmp', { recursive: true });
      const dataDir = mkdtempSync('.tmp/e2e-own-site-');
      const server = await startBuiltServer(e2eServerEnv(dataDir));
      try {
        await provide(server);
      } finally {
        server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ ownSite }, provide) => provide(ownSite.baseUrl),
});

export { expect } from '@playwright/test';
