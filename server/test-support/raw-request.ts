import http from 'node:http';
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** From sending to the last byte of the answer. */
  ms: number;
  /** With `expect: 100-continue`: whether the server asked for the body. */
  continued: boolean;
}

/**
 * A request as a raw client sends it (any Host, Origin or body, which browsers and fetch forbid).
 * A socket closed by the server before the body was all sent answers status 0. With
 * `expect: 100-continue` the body is sent only once the server says to go on, as curl does.
 */
export function rawRequest(
  port: number,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The address the request leaves from (any of 127.0.0.0/8), as another visitor on the same machine. */
    localAddress?: string;
  } = {},
): Promise<RawAnswer> {
  const started = performance.now();
  let continued = false;
  return new Promise((resolve) => {
    const headers = { ...options.headers };
    // A declared length lets the server refuse a body by its size before reading it.
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const request = http.request(
      // A connection of its own: a refused upload must not leave bytes on a socket the next request reuses.
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers,
        agent: false,
        localAddress: options.localAddress,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
            continued,
          }),
        );
      },
    );
    request.on('error', () =>
      resolve({ status: 0, headers: {}, body: '', ms: performance.now() - started, continued }),
    );
    if (headers.expect?.toLowerCase() === '100-continue') {
      request.on('continue', () => {
        continued = true;
        request.end(options.body);
      });
      request.flushHeaders();
    } else {
      request.end(options.body);
    }
  });
}

/** A port nothing listens on, for a server a test or benchmark starts itself. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
