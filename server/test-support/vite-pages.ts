import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import type { AppDependencies } from '../app.ts';
import { findProjectRoot } from '../lib/project-root.ts';

export interface VitePages {
  pages: NonNullable<AppDependencies['pages']>;
  close(): Promise<void>;
}

/**
 * One Vite server per test worker: a worker keeps its modules from one test file to the next
 * (vitest.config.ts), so the pages compiled for one file serve the next instead of being compiled
 * again (several seconds each). The worker's end closes it.
 */
let shared: Promise<ViteDevServer> | undefined;

/** The app's real pages compiled in-process by Vite, as `npm run dev` serves them: for API tests that read pages. */
export async function openVitePages(): Promise<VitePages> {
  shared ??= createServer({
    root: findProjectRoot(),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    // Only the server renders here: no browser dependencies to scan and bundle.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const vite = await shared;
  return {
    pages: {
      mode: 'development',
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    },
    // Kept for the worker's next file.
    close: async () => {},
  };
}
