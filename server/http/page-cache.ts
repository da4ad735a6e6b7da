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
}

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed once and sent many times: the smallest output is worth the time. */
function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'date']);

/** Reads a rendering to the end, so that it can be sent to several visitors. */
export async function toRenderedPage(response: Response): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name));
  const encodings = new Map<ContentEncoding, Promise<Buffer>>();
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
        compressed = compress(body, encoding);
        encodings.set(encoding, compressed);
      }
      return compressed;
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
  return {
    page: (address: string, render: () => Promise<RenderedPage>) =>
      cache.remember(address, render, (page) => page.shareable),
    forget: () => cache.clear(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
