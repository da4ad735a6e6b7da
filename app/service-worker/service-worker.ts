/**
 * The public site's service worker (ADR 0015), served at /sw.js: repeat visits and lost networks.
 * - Hashed assets and images: from the cache first (their URLs never change meaning).
 * - Pages: from the network first, the last ones seen kept; without a network, the kept copy or
 *   the offline page in the address's language.
 * - Nothing else is touched: the API, the back office, posts and other origins go to the network.
 */

import { ENGLISH_PREFIX, PREVIEW_PATH } from '#contract/page-urls.ts';

// The build writes the hash of its asset names here (scripts/build-server.mjs): a new build is a new worker.
declare const SHELL_VERSION: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  skipWaiting(): Promise<void>;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

const SHELL = `weltaare-shell-${SHELL_VERSION}`;
const PAGES = 'weltaare-pages';
const ASSETS = 'weltaare-assets';
const IMAGES = 'weltaare-images';
/** How many of each are kept: the last pages seen, with room for their images. */
const KEEP = { [PAGES]: 25, [ASSETS]: 60, [IMAGES]: 80 } as const;

const OFFLINE_PAGE = { fr: '/offline', en: '/en/offline' } as const;
type Language = keyof typeof OFFLINE_PAGE;

const languageOf = (pathname: string): Language => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'fr');

/** Keeps an offline page and the styles and scripts it names, so it shows as the site does. */
async function keepOfflinePage(language: Language): Promise<void> {
  const cache = await worker.caches.open(SHELL);
  const url = OFFLINE_PAGE[language];
  if (await cache.match(url)) return;
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:css|js)/g) ?? [])];
  await cache.addAll(assets);
  await cache.put(url, response);
}

/** Forgets the oldest entries beyond the kept number (a cache lists its entries in insertion order). */
async function trim(name: keyof typeof KEEP): Promise<void> {
  const cache = await worker.caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEEP[name])).map((key) => cache.delete(key)));
}

async function remember(name: keyof typeof KEEP, request: Request, response: Response): Promise<void> {
  const cache = await worker.caches.open(name);
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, response);
  await trim(name);
}

const isKeepable = (response: Response) => response.ok && response.type === 'basic';

async function cacheFirst(name: typeof ASSETS | typeof IMAGES, event: FetchEvent): Promise<Response> {
  const kept = await worker.caches.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (isKeepable(response)) event.waitUntil(remember(name, event.request, response.clone()));
  return response;
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const language = languageOf(url.pathname);
  try {
    const response = await fetch(event.request);
    if (isKeepable(response) && !/no-store|private/.test(response.headers.get('cache-control') ?? '')) {
      event.waitUntil(
        remember(PAGES, event.request, response.clone()).then(() => keepOfflinePage(language).catch(() => undefined)),
      );
    }
    return response;
  } catch (networkError) {
    const kept =
      (await worker.caches.match(event.request, { ignoreVary: true })) ??
      (await worker.caches.match(OFFLINE_PAGE[language]));
    if (kept) return kept;
    throw networkError;
  }
}

// The offline page of the languages the open pages are in; the other one once a page in it is seen.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const languages = new Set(windows.map((client) => languageOf(new URL(client.url).pathname)));
      await Promise.all([...languages].map((language) => keepOfflinePage(language)));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await worker.caches.keys();
      const stale = names.filter((name) => name.startsWith('weltaare-shell-') && name !== SHELL);
      await Promise.all(stale.map((name) => worker.caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  const path = url.pathname;
  if (path.startsWith('/api/') || path === '/admin' || path.startsWith('/admin/') || path === '/profile') return;
  // A preview is for its link's holder, for an hour: never kept.
  if (path.startsWith(PREVIEW_PATH) || path.startsWith(`${ENGLISH_PREFIX}${PREVIEW_PATH}`)) return;
  if (path.startsWith('/assets/')) event.respondWith(cacheFirst(ASSETS, event));
  else if (path.startsWith('/media/') && request.destination === 'image') event.respondWith(cacheFirst(IMAGES, event));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(event, url));
});
