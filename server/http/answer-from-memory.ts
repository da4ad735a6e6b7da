import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageRequestOf, publicPageUrl, routePage } from './language.ts';
import { type PageCache, type RenderedPage, sharedAnswer } from './page-cache.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** Counts the view a public page's answer makes: its request as the page routes read it, and its status. */
export type ViewCount = (
  page: { method: string; url: URL; light: boolean },
  headers: IncomingMessage['headers'],
  status: number,
) => void;

export type MemoryAnswerer = (request: IncomingMessage, response: ServerResponse) => boolean;

/** An answer ready to write: its status, every header as one flat list, its body. */
interface PreparedAnswer {
  status: number;
  headers: string[];
  body: Buffer | null;
}

/** Visitors send few distinct Accept-Encoding values; past this many a page's answers are made each time. */
const MAX_PREPARED_PER_PAGE = 32;

/**
 * A public page already in memory, sent straight from Node's request event: the visitor gets the
 * same headers and bytes as from the page route (ssr.ts), without Fastify's per-request work, which
 * costs more than the page itself. Anything else (a redirect, a page not kept, a compression not
 * ready, a request with a body) returns false and goes through Fastify. Such answers are not logged.
 */
export function createMemoryAnswerer(
  pageCache: PageCache,
  {
    publicOrigin,
    contentSecurityPolicy,
    countView,
  }: { publicOrigin: string; contentSecurityPolicy: string; countView?: ViewCount | undefined },
): MemoryAnswerer {
  // Per page and per revision of its compressed bodies.
  const prepared = new WeakMap<RenderedPage, { revision: number; answers: Map<string, PreparedAnswer> }>();

  function prepare(page: RenderedPage, visitor: Parameters<typeof sharedAnswer>[1], vary: string) {
    const key = `${visitor.acceptEncoding ?? ''}\n${visitor.ifNoneMatch ?? ''}\n${vary}`;
    let kept = prepared.get(page);
    if (kept?.revision !== page.revision) prepared.set(page, (kept = { revision: page.revision, answers: new Map() }));
    const { answers } = kept;
    const known = answers.get(key);
    if (known) return known;
    const answer = sharedAnswer(page, visitor, vary);
    if (!answer) return undefined;
    const headers = [...SECURITY_HEADERS, ['content-security-policy', contentSecurityPolicy]].flat();
    for (const [name, value] of Object.entries(answer.headers)) headers.push(name, value);
    const ready = { status: answer.status, headers, body: answer.body };
    // A 304 depends on what the visitor holds: not worth keeping.
    if (answer.status !== 304 && answers.size < MAX_PREPARED_PER_PAGE) answers.set(key, ready);
    return ready;
  }

  return (request, response) => {
    const { method } = request;
    // Only an origin-form target ("/path?query"): anything odder goes to Fastify's own checks.
    if ((method !== 'GET' && method !== 'HEAD') || !request.url?.startsWith('/')) return false;
    if (request.headers['content-length'] || request.headers['transfer-encoding']) return false;
    let url: URL;
    try {
      url = publicPageUrl(publicOrigin, request.url);
    } catch {
      return false;
    }
    const pageRequest = pageRequestOf(method, url, request.headers, false);
    const page = pageCache.kept(url, pageRequest.light);
    if (!page) return false;
    const routing = routePage(pageRequest);
    if ('redirect' in routing) return false;
    const visitor = {
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
    };
    const answer = prepare(page, visitor, routing.vary);
    if (!answer) return false;
    page.noteSent();
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body ?? undefined);
    countView?.(pageRequest, request.headers, answer.status);
    return true;
  };
}
