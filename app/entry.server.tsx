import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

/** The fixed pages' words, which the server's site search indexes (server/routes/pages.ts). */
export { fixedSearchEntries } from './lib/fixed-search-entries.ts';

/** Collects a whole rendering into one buffer: a crawler gets the back office's frame whole. */
function wholeBody(onDone: (body: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next();
    },
    final(next) {
      onDone(Buffer.concat(chunks));
      next();
    },
  });
}

/**
 * A public page (ADR 0014) rendered whole into one string, synchronously: it waits on nothing (its
 * loaders have run), streams nothing, and leaves out the router's hydration data, which a document
 * never sends (no router runs in its browser). An error thrown here is rendered again by React
 * Router with the route's error boundary, as a failed shell is.
 */
function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response {
  void routerContext.serverHandoffStream?.cancel();
  const context = { ...routerContext, serverHandoffStream: undefined };
  const html = `<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={request.url} />)}`;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(loadContext.finishDocument(html), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (loadContext.document) {
    return renderDocument(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the whole frame at once, kept whole; people get it as it streams.
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    // Cleared once sent: a pending timer would keep the whole rendering in memory for seconds.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (waitForAll) {
            pipe(
              wholeBody((body) => {
                clearTimeout(timeout);
                resolve(new Response(new Uint8Array(body), { headers: responseHeaders, status: responseStatusCode }));
              }),
            );
            return;
          }
          const body = new PassThrough();
          body.on('close', () => clearTimeout(timeout));
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
