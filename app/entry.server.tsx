import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

/** Collects a whole rendering into one buffer: a document is sent (and kept) whole, never streamed. */
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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the whole document at once; so does everyone on a public page, a document (ADR 0014)
    // that must carry no inline script (React streams late parts with one) and is kept whole in the page cache.
    const waitForAll =
      loadContext.document || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
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
            // Read whole in place: no stream between here and the page cache.
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
