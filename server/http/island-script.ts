import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IslandAssets } from '#contract/page-context.ts';

/** Where the islands build (vite.islands.config.ts) names its files, inside the client folder. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

/** The service worker the build writes at the client folder's root (scripts/build-server.mjs). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** In development Vite serves the runtime from its source and finds the chunks itself; no service worker. */
export const DEVELOPMENT_ISLAND_ASSETS: IslandAssets = {
  bootScript: 'import "/app/islands/boot.ts";',
  script: '/app/islands/runtime.ts',
  chunks: {},
  serviceWorker: null,
};

/** The sources of the two entries of the islands build. */
const RUNTIME_SOURCE = 'app/islands/runtime.ts';
const BOOT_SOURCE = 'app/islands/boot.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * The built boot script and islands runtime and, for each island, the files it needs besides the
 * runtime: they are asked for together, so no script waits for another. Read once at start.
 */
export function builtIslandAssets(clientDir: string): IslandAssets {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ISLANDS_MANIFEST), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = RUNTIME_SOURCE;
  const [runtime, boot] = [manifest[RUNTIME_SOURCE], manifest[BOOT_SOURCE]];
  if (!runtime || !boot) throw new Error(`No islands runtime in ${ISLANDS_MANIFEST}: run npm run build`);
  const filesOf = (key: string, seen: Set<string>): string[] => {
    if (key === entryKey || seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return [];
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => filesOf(imported, seen))];
  };
  const chunks: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const island = /([^/]+)\.island\.tsx$/.exec(key)?.[1];
    if (island && chunk.isDynamicEntry) chunks[island] = filesOf(key, new Set());
  }
  const serviceWorker = existsSync(path.join(clientDir, SERVICE_WORKER_FILE)) ? `/${SERVICE_WORKER_FILE}` : null;
  // Vite's build ends the module with a newline; the page carries the code itself.
  const bootScript = readFileSync(path.join(clientDir, boot.file), 'utf8').trim();
  if (bootScript.includes('</')) throw new Error(`${boot.file} cannot be inlined in a page: it holds "</"`);
  return { bootScript, script: `/${runtime.file}`, chunks, serviceWorker };
}

/** The CSP source that lets a page run its inline boot script, and nothing else inline. */
export function inlineScriptSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}
