import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { AppDependencies } from '../app.ts';
import { findProjectRoot } from '../lib/project-root.ts';

export interface VitePages {
  pages: NonNullable<AppDependencies['pages']>;
  close(): Promise<void>;
}

/** The app's real pages compiled in-process by Vite, as `npm run dev` serves them: for API tests that read pages. */
export async function openVitePages(): Promise<VitePages> {
  const vite = await createServer({
    root: findProjectRoot(),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    // Only the server renders here: no browser dependencies to scan and bundle.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return {
    pages: {
      mode: 'development',
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    },
    close: () => vite.close(),
  };
}
