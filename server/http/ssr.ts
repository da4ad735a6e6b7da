import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, type ServerBuild, createRequestHandler } from 'react-router';
import type { PublicContentReader } from '#contract/page-context.ts';
import type { Connect } from 'vite';
import { pageLanguage } from './language.ts';
import { registerBuiltAssets } from './static-files.ts';

export interface PagesOptions {
  mode: 'development' | 'production';
  getBuild: () => Promise<ServerBuild>;
  content: PublicContentReader;
  /** Development: Vite's middlewares (modules, hot reload, public files). */
  viteMiddlewares?: Connect.Server;
  /** Production: the built client folder (build/client). */
  clientDir?: string;
}

/** Strict in production; development lets Vite's client and hot reload run. */
function contentSecurityPolicy(nonce: string, mode: PagesOptions['mode']): string {
  const script = mode === 'production' ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : `'self' 'unsafe-inline'`;
  const connect = mode === 'production' ? `'self'` : `'self' ws: wss:`;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https://*.tile.openstreetmap.org`,
    `font-src 'self'`,
    `connect-src ${connect}`,
    `frame-src https://www.openstreetmap.org`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/** Every path that is not /api/* is rendered by React Router on the server. */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const handle = createRequestHandler(options.getBuild, options.mode);

  if (options.viteMiddlewares) {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(options.viteMiddlewares);
  }
  if (options.clientDir) await registerBuiltAssets(app, options.clientDir);

  await app.register(async (pages) => {
    // React Router reads form bodies itself: leave the raw stream untouched.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));

    pages.all('/*', async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const fetchRequest = toFetchRequest(request, reply);
      const context: AppLoadContext = {
        language: pageLanguage(
          new URL(fetchRequest.url),
          request.headers.cookie ?? null,
          request.headers['accept-language'] ?? null,
        ),
        nonce,
        content: options.content,
      };
      const response = await handle(fetchRequest, context);
      reply.header('content-security-policy', contentSecurityPolicy(nonce, options.mode));
      return sendFetchResponse(reply, response);
    });
  });
}
