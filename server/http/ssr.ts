import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AppLoadContext, type ServerBuild, createRequestHandler } from 'react-router';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import type { PageForms, PublicContentReader } from '#contract/page-context.ts';
import { splitLanguagePath } from '#contract/page-urls.ts';
import type { Connect } from 'vite';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';
import { routePage } from './language.ts';
import { createPublicContentReader } from './page-context.ts';
import { createPageForms, type PageVisitor } from './page-forms.ts';
import { registerBuiltAssets } from './static-files.ts';

export interface PagesOptions {
  mode: 'development' | 'production';
  getBuild: () => Promise<ServerBuild>;
  content: PublicContentReader;
  /** The public forms bound to one visitor, for page actions. */
  forms: (visitor: PageVisitor) => PageForms;
  /** PUBLIC_URL: the origin of every absolute URL a page writes and the only origin a form may come from. */
  publicUrl: string;
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

/** Methods that never carry a form: nothing to limit, nothing to check the origin of. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request React Router sees. Its origin is the site's public one, never the Host header a
 * client sent: nothing a visitor writes there can reach a link, a page or where a form goes.
 */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
  rejected: boolean,
): Request {
  const url = new URL(`${publicOrigin}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (value === undefined || name === 'host') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('host', url.host);
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // A refused post is rendered as the page itself (GET), which shows the refusal.
  const method = rejected && !SAFE_METHODS.has(request.method) ? 'GET' : request.method;
  const init: RequestInit = { method, headers, signal: controller.signal };
  if (!SAFE_METHODS.has(method) && Buffer.isBuffer(request.body)) init.body = new Uint8Array(request.body);
  return new Request(url, init);
}

/** A form posted from another site: browsers name its origin (CSRF). */
function isForeignPost(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' && origin !== publicOrigin;
}

async function sendFetchResponse(reply: FastifyReply, response: Response, status = response.status) {
  reply.status(status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/** A public page as an anonymous visitor gets it: its status and, when 200, its HTML. */
export type PublicPageRenderer = (pathname: string) => Promise<{ status: number; html: string | null }>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set only when the app serves pages (not in API tests without them). */
    renderPublicPage: PublicPageRenderer;
  }
}

/** Every path that is not /api/* is rendered by React Router on the server. */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const handle = createRequestHandler(options.getBuild, options.mode);
  const publicOrigin = new URL(options.publicUrl).origin;

  if (options.viteMiddlewares) {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(options.viteMiddlewares);
  }
  if (options.clientDir) await registerBuiltAssets(app, options.clientDir);

  async function renderPage(request: FastifyRequest, reply: FastifyReply, rejectedStatus: number | null) {
    const nonce = randomBytes(16).toString('base64');
    const fetchRequest = toFetchRequest(request, reply, publicOrigin, rejectedStatus !== null);
    const routing = routePage({
      method: request.method,
      url: new URL(fetchRequest.url),
      cookie: request.headers.cookie ?? null,
      acceptLanguage: request.headers['accept-language'] ?? null,
      fetchSite: typeof request.headers['sec-fetch-site'] === 'string' ? request.headers['sec-fetch-site'] : null,
      refused: rejectedStatus !== null,
    });
    if (routing.vary) reply.header('vary', routing.vary);
    if ('redirect' in routing) {
      // The address alone decides a permanent redirect; a visitor's preference is theirs only.
      if (routing.status === 302) reply.header('cache-control', 'private, no-cache');
      return reply.redirect(routing.redirect, routing.status);
    }
    const language = routing.render;
    const context: AppLoadContext = {
      language,
      nonce,
      publicOrigin,
      content: options.content,
      forms: options.forms({ language, ip: request.ip, userAgent: request.headers['user-agent'] }),
      rejectedStatus,
    };
    const response = await handle(fetchRequest, context);
    reply.header('content-security-policy', contentSecurityPolicy(nonce, options.mode));
    if (response.status >= 500 || rejectedStatus !== null) reply.header('cache-control', 'no-store');
    if (response.status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    // A refused request is rendered as its page (GET): the answer keeps the refusal's status.
    return sendFetchResponse(reply, response, rejectedStatus ?? response.status);
  }

  /**
   * The page the way a first visitor with no cookie and no preference sees it (language from the
   * path, origin PUBLIC_URL), rendered in-process: what the server's own features read of a page.
   */
  const renderPublicPage: PublicPageRenderer = async (pathname) => {
    const { language } = splitLanguagePath(pathname);
    const request = new Request(new URL(pathname, publicOrigin), { headers: { accept: 'text/html' } });
    const response = await handle(request, {
      language,
      nonce: randomBytes(16).toString('base64'),
      publicOrigin,
      content: options.content,
      // A GET runs no action: these forms are never called.
      forms: options.forms({ language, ip: '127.0.0.1' }),
      rejectedStatus: null,
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { status: response.status, html: null };
    }
    return { status: 200, html: await response.text() };
  };
  app.decorate('renderPublicPage', renderPublicPage);

  await app.register(async (pages) => {
    // Form posts are read up to the API's limit (413 past it, refused from Content-Length before reading).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: REQUEST_LIMITS.jsonBodyBytes },
      (_request, body, done) => done(null, body),
    );
    // A refused request (body too large, unreadable) still gets the page, with its status and the site around it.
    pages.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) throw error;
      request.log.info({ err: error }, 'page request refused');
      return renderPage(request, reply, status);
    });

    pages.all('/*', async (request, reply) =>
      renderPage(request, reply, isForeignPost(request, publicOrigin) ? 403 : null),
    );
  });
}

/** The pages on the app's own services: public reads for loaders, forms for actions. */
export const pagesPlugin = fp(
  async (app: FastifyInstance, options: Omit<PagesOptions, 'content' | 'forms'>) => {
    await registerPages(app, {
      ...options,
      content: createPublicContentReader(app.publicContent),
      forms: (visitor) =>
        createPageForms({ contact: app.contact, newsletter: app.newsletter, login: app.login }, visitor),
    });
  },
  { name: 'pages', dependencies: ['content', 'contact', 'newsletter', 'auth'] },
);
