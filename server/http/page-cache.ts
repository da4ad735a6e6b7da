import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createMemoryCache } from '../lib/memory-cache.ts';

/** A public page as rendered once for everyone: the same bytes for every visitor until the content changes. */
export interface RenderedPage {
  status: number;
  /** The headers of the rendering, without cookies or lengths. */
  headers: [string, string][];
  body: Buffer;
  /** Only a complete 200 page with no cookie is shared. */
  shareable: boolean;
  etag: string;
  /** The body compressed once per encoding, the first time a visitor asks for it. */
  encoded(encoding: ContentEncoding): Promise<Buffer>;
  /** The compressed body if it is ready (answers from memory do not wait). */
  encodedNow(encoding: ContentEncoding): Buffer | undefined;
  /** Grows when a compressed body is replaced by a smaller one: answers made from the old one are stale. */
  readonly revision: number;
  /** Counts a visitor sent this page: the second time, it is worth compressing it at the best (and slowest) level. */
  noteSent(): void;
}

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page is first compressed at a fast level, and again at the best one once a second visitor asks
 * for it: a flood of new addresses (each seen once) never costs the slow levels. On a 95 KB home
 * page, brotli 5 takes about 2 ms and brotli 11 about 50 ms for 10% fewer bytes; gzip 4 takes 0.9 ms
 * and gzip 9 1.7 ms for 4% fewer bytes.
 */
const BROTLI_QUALITY = { first: 5, best: zlib.constants.BROTLI_MAX_QUALITY };
const GZIP_LEVEL = { first: 4, best: zlib.constants.Z_BEST_COMPRESSION };

/**
 * Brotli's window, just large enough for the page: its default (4 MB) makes each compression at
 * the best level allocate tens of megabytes, which the C heap of zlib's threads keeps afterwards.
 */
function brotliWindowBits(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS } = zlib.constants;
  // A window of 2^bits holds 2^bits - 16 bytes.
  return Math.min(BROTLI_MAX_WINDOW_BITS, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));
}

/**
 * Room for the whole compressed page in one output buffer: zlib's 16 KB default makes a 95 KB page
 * (18 KB in gzip) two rounds on zlib's thread, and twice the stream's work on the event loop (about
 * 35% more of it for each page compressed).
 */
const outputChunkSize = (body: Buffer) => Math.max(zlib.constants.Z_DEFAULT_CHUNK, Math.ceil(body.length / 2));

function compress(body: Buffer, encoding: ContentEncoding, best = false): Promise<Buffer> {
  const chunkSize = outputChunkSize(body);
  if (encoding === 'gzip') return gzip(body, { level: best ? GZIP_LEVEL.best : GZIP_LEVEL.first, chunkSize });
  return brotli(body, {
    chunkSize,
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: best ? BROTLI_QUALITY.best : BROTLI_QUALITY.first,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
    },
  });
}

const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'date']);

/** A rendering read to the end, to be sent to several visitors. */
export async function toRenderedPage(response: Response): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name));
  const encodings = new Map<ContentEncoding, Promise<Buffer>>();
  const ready = new Map<ContentEncoding, Buffer>();
  let sent = 0;
  let revision = 0;
  return {
    status: response.status,
    headers,
    body,
    shareable:
      response.status === 200 &&
      response.headers.getSetCookie().length === 0 &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      !/no-store|private/.test(response.headers.get('cache-control') ?? ''),
    // Weak: the same page is sent in several encodings.
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(encoding) {
      let compressed = encodings.get(encoding);
      if (!compressed) {
        compressed = compress(body, encoding, sent >= 2).then((bytes) => {
          // The best level may have finished first (a second visitor came meanwhile).
          if (!ready.has(encoding)) ready.set(encoding, bytes);
          return ready.get(encoding) ?? bytes;
        });
        encodings.set(encoding, compressed);
      }
      return compressed;
    },
    encodedNow: (encoding) => ready.get(encoding),
    get revision() {
      return revision;
    },
    noteSent() {
      sent += 1;
      if (sent !== 2) return;
      // Brotli is what most browsers take; gzip only once someone asked for it.
      // zlib works on libuv's threads: the event loop goes on serving meanwhile.
      for (const encoding of new Set<ContentEncoding>(['br', ...encodings.keys()])) {
        void compress(body, encoding, true).then((smaller) => {
          ready.set(encoding, smaller);
          encodings.set(encoding, Promise.resolve(smaller));
          revision += 1;
        });
      }
    },
  };
}

/** Brotli when the visitor takes it, else gzip, else none (a q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** If-None-Match names the page the visitor already has (a list, or `*`). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/**
 * A shared page: browsers ask again each time (a 304 when unchanged), a CDN may keep it a minute
 * and serve it while it asks again (docs/operations.md).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Below this, compressing costs more than it saves (the compress plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

export interface SharedAnswer {
  status: number;
  headers: Record<string, string>;
  /** null for a 304. */
  body: Buffer | null;
}

/**
 * What a visitor is sent of a shared page: 304 when they have it, else the body in the encoding
 * they take, if it is ready (undefined when it is not: compress it first, `encoded()`).
 */
export function sharedAnswer(
  page: RenderedPage,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
  vary: string,
): SharedAnswer | undefined {
  const headers: Record<string, string> = Object.fromEntries(page.headers);
  headers.etag = page.etag;
  headers['cache-control'] = SHARED_PAGE_CACHE_CONTROL;
  headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  if (isNotModified(request.ifNoneMatch, page.etag)) return { status: 304, headers, body: null };
  const encoding = page.body.length < COMPRESS_FROM_BYTES ? null : chooseEncoding(request.acceptEncoding);
  const body = encoding ? page.encodedNow(encoding) : page.body;
  if (!body) return undefined;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  return { status: page.status, headers, body };
}

export interface PageCacheOptions {
  maxEntries: number;
  ttlMs: number;
}

/**
 * Public pages rendered once per address and kept until the content changes: an anonymous visit
 * is then a lookup. Pages that are not shareable (not found, errors) are rendered each time.
 */
export function createPageCache(options: PageCacheOptions) {
  const cache = createMemoryCache<RenderedPage>(options);
  // The language is in the path: the address names the page, in full or in light mode.
  const keyOf = (url: URL, light: boolean) => `${light ? 'light:' : ''}${url.pathname}${url.search}`;
  return {
    page: (url: URL, light: boolean, render: () => Promise<RenderedPage>) =>
      cache.remember(keyOf(url, light), render, (page) => page.shareable),
    /** The page if it is in memory now, without rendering it. */
    kept: (url: URL, light: boolean) => cache.peek(keyOf(url, light)),
    forget: () => cache.clear(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
