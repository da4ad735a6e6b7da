import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, type ServerBuild, createRequestHandler } from 'react-router';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import type { PageForms, PublicContentReader } from '#contract/page-context.ts';
import {
  isBackOfficePath,
  isFrameworkPath,
  PREVIEW_PATH,
  isSearchPagePath,
  localizedPath,
  splitLanguagePath,
} from '#contract/page-urls.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import type { Connect } from 'vite';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';
import { pageRequestOf, publicPageUrl, routePage } from './language.ts';
import { createMemoryAnswerer, type MemoryAnswerer, type ViewCount } from './answer-from-memory.ts';
import { builtStylesheets, createCriticalStyle } from './critical-style.ts';
import { createDocumentRenderer } from './document-renderer.ts';
import { builtIslandAssets, DEVELOPMENT_ISLAND_ASSETS, inlineScriptSource } from './island-script.ts';
import { chooseEncoding, type PageCache, type RenderedPage, sharedAnswer, toRenderedPage } from './page-cache.ts';
import { registerBuiltAssets } from './static-files.ts';

/** The visitor of one page request, as Fastify saw them (their address honours TRUST_PROXY). */
export interface PageVisitor {
  language: Language;
  ip: string;
  userAgent?: string | undefined;
}

/** A preview link opened (ADR 0019): the page where its item is seen, and the reads with its draft. */
export interface OpenedPreview {
  /** Null when the item is seen on no page in this language. */
  path: string | null;
  content: PublicContentReader;
}

/** Opens a preview link on the public reads; null when the link is not ours, altered or expired. */
export type PreviewOpener = (
  token: string,
  language: Language,
  content: PublicContentReader,
) => Promise<OpenedPreview | null>;

export interface PagesOptions {
  mode: 'development' | 'production';
  /**
   * The built server (production), or how to load it at each request (development, where it changes
   * with the code). React Router derives its routes and handlers from a build once when given the
   * build itself, but anew at every request when given a function.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  content: PublicContentReader;
  /** The public forms bound to one visitor, for page actions. */
  forms: (visitor: PageVisitor) => PageForms;
  /** PUBLIC_URL: the origin of every absolute URL a page writes and the only origin a form may come from. */
  publicUrl: string;
  /** Development: Vite's middlewares (modules, hot reload, public files). */
  viteMiddlewares?: Connect.Server;
  /** Production: the built client folder (build/client). */
  clientDir?: string;
  /** Public pages kept once rendered (production); every page is rendered anew without it. */
  pageCache?: PageCache | undefined;
  /** The preview links of unpublished items (ADR 0019). */
  openPreview?: PreviewOpener | undefined;
  /** Counts the view a public page's answer makes (the visit statistics, ADR 0054). */
  countView?: ViewCount | undefined;
}

/**
 * Strict in production; development lets Vite's client and hot reload run. A public page (a document,
 * ADR 0014) runs only our own files and its boot script, allowed by its hash (the same on every
 * page): no nonce, and the same HTML for everyone.
 */
function contentSecurityPolicy(
  nonce: string | undefined,
  mode: PagesOptions['mode'],
  bootScript: string,
  /** A preview opens beside its form in the back office: only the site may frame it. */
  framedBySite = false,
): string {
  const production = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : `'self' ${inlineScriptSource(bootScript)}`;
  const script = mode === 'production' ? production : `'self' 'unsafe-inline'`;
  return [
    // Fonts and fetches fall back to it: every byte of a page's answer counts on a slow link (issue 36).
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    // Vite's hot reload, in development only.
    ...(mode === 'production' ? [] : [`connect-src 'self' ws: wss:`]),
    // The contact page's map; the back office's preview of a page beside its form (ADR 0019).
    `frame-src 'self' https://www.openstreetmap.org`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    framedBySite ? `frame-ancestors 'self'` : `frame-ancestors 'none'`,
  ].join('; ');
}

/** Methods that never carry a form: nothing to limit, nothing to check the origin of. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request React Router sees. Its origin is the site's public one, never the Host header a
 * client sent: nothing a visitor writes there can reach a link, a page or where a form goes.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, url: URL, rejected: boolean): Request {
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

/** An error of ours is never kept by a cache; an unreachable database says when to come back. */
function markServerError(reply: FastifyReply, status: number) {
  if (status >= 500) reply.header('cache-control', 'no-store');
  if (status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
}

/**
 * A rendering read whole: shared pages leave compressed once, with an ETag (304 when the visitor
 * has it); others go through the compress plugin like any answer.
 */
async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, vary: string) {
  if (!page.shareable) {
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    // A redirect has no body, and so no type.
    return page.body.length > 0 ? reply.send(page.body) : reply.send();
  }
  const visitor = { acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] };
  let answer = sharedAnswer(page, visitor, vary);
  if (!answer) {
    const encoding = chooseEncoding(visitor.acceptEncoding);
    if (encoding) await page.encoded(encoding);
    answer = sharedAnswer(page, visitor, vary);
  }
  if (!answer) throw new Error('a compressed page was not ready once compressed');
  page.noteSent();
  return reply
    .status(answer.status)
    .headers(answer.headers)
    .send(answer.body ?? undefined);
}

/** A public page as an anonymous visitor gets it: its status and, when 200, its HTML. */
export type PublicPageRenderer = (pathname: string) => Promise<{ status: number; html: string | null }>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set only when the app serves pages (not in API tests without them). */
    renderPublicPage: PublicPageRenderer;
    /** Sends a public page kept in memory before Fastify routes the request (app.ts); null without a page cache. */
    answerFromMemory: MemoryAnswerer | null;
  }
}

/** Every path that is not /api/* is rendered by React Router on the server. */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const renderDocument = createDocumentRenderer(options.build);
  /** A page read by GET: rendered as a document when it can be, else by React Router's handler (ADR 0033). */
  const renderGet = async (request: Request, context: AppLoadContext) =>
    (await renderDocument(request, context)) ?? handle(request, context);
  const publicOrigin = new URL(options.publicUrl).origin;
  const islands = options.clientDir ? builtIslandAssets(options.clientDir) : DEVELOPMENT_ISLAND_ASSETS;
  /**
   * A document's bytes, its critical style inlined (ADR 0030). Development has no built stylesheet
   * to inline and keeps its plain links: Vite serves and reloads the CSS itself.
   */
  const finishDocument = createCriticalStyle(options.clientDir ? builtStylesheets(options.clientDir) : []);

  if (options.viteMiddlewares) {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(options.viteMiddlewares);
  }
  if (options.clientDir) await registerBuiltAssets(app, options.clientDir);

  /**
   * The page the way a first visitor with no cookie and no preference sees it (language from the
   * path, origin PUBLIC_URL), rendered in-process: what every visitor of a public page is sent.
   */
  async function renderAnonymously(url: URL, light: boolean): Promise<RenderedPage> {
    const { language } = splitLanguagePath(url.pathname);
    const response = await renderGet(new Request(url, { headers: { accept: 'text/html' } }), {
      language,
      document: true,
      light,
      preview: false,
      nonce: undefined,
      publicOrigin,
      content: options.content,
      // A GET runs no action and writes nothing (a newsletter link only asks), so no address is counted.
      forms: options.forms({ language, ip: '127.0.0.1' }),
      rejectedStatus: null,
      islands,
      finishDocument,
    });
    return toRenderedPage(response);
  }

  /** A public page from memory, rendered first if it is not there (or every time without a cache). */
  async function sharedPage(url: URL, light: boolean): Promise<RenderedPage> {
    const render = () => renderAnonymously(url, light);
    return options.pageCache ? options.pageCache.page(url, light, render) : render();
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply, rejectedStatus: number | null) {
    const url = publicPageUrl(publicOrigin, request.url);
    const document = !isBackOfficePath(url.pathname);
    const pageRequest = pageRequestOf(request.method, url, request.headers, rejectedStatus !== null);
    const routing = routePage(pageRequest);
    if (routing.vary) reply.header('vary', routing.vary);
    if ('redirect' in routing) {
      // The address alone decides a permanent redirect; a visitor's preference is theirs only.
      if (routing.status === 302) reply.header('cache-control', 'private, no-cache');
      return reply.redirect(routing.redirect, routing.status);
    }
    const nonce = document ? undefined : randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy(nonce, options.mode, islands.bootScript));

    const read = request.method === 'GET' || request.method === 'HEAD';
    const counted = (status: number) => {
      if (document && rejectedStatus === null) options.countView?.(pageRequest, request.headers, status);
    };
    // A search's page is made for its words alone: kept, a flood of searches would push the pages out.
    const shared = !isFrameworkPath(url.pathname) && !isSearchPagePath(url.pathname);
    if (options.pageCache && document && read && rejectedStatus === null && shared) {
      const page = await sharedPage(url, pageRequest.light);
      markServerError(reply, page.status);
      counted(page.status);
      return sendRenderedPage(request, reply, page, routing.vary);
    }

    const language = routing.render;
    const rendered = await handle(toFetchRequest(request, reply, url, rejectedStatus !== null), {
      language,
      document,
      light: document && pageRequest.light,
      preview: false,
      nonce,
      publicOrigin,
      content: options.content,
      forms: options.forms({ language, ip: request.ip, userAgent: request.headers['user-agent'] }),
      rejectedStatus,
      islands,
      finishDocument,
    });
    markServerError(reply, rendered.status);
    counted(rendered.status);
    if (rejectedStatus !== null) reply.header('cache-control', 'no-store');
    // A refused request is rendered as its page (GET): the answer keeps the refusal's status.
    return sendFetchResponse(reply, rendered, rejectedStatus ?? rendered.status);
  }

  /**
   * A preview link: the page where the item is seen, drawn with the draft in its reads, marked as a
   * preview; never kept, never indexed. A link that is not ours, altered or expired is a 404 page.
   */
  async function renderPreview(request: FastifyRequest, reply: FastifyReply, token: string, language: Language) {
    const preview = (await options.openPreview?.(token, language, options.content)) ?? null;
    const path = preview?.path ?? null;
    const url = new URL(localizedPath(path ?? `${PREVIEW_PATH}${token}`, language), publicOrigin);
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', contentSecurityPolicy(undefined, options.mode, islands.bootScript, true));
    const rendered = await renderGet(new Request(url, { headers: { accept: 'text/html' } }), {
      language,
      document: true,
      light: false,
      preview: preview !== null,
      nonce: undefined,
      publicOrigin,
      content: preview && path ? preview.content : options.content,
      forms: options.forms({ language, ip: request.ip }),
      rejectedStatus: null,
      islands,
      finishDocument,
    });
    // Without a draft the page asked for is the preview path itself, which no route serves: 404.
    return sendFetchResponse(reply, rendered, path ? rendered.status : 404);
  }

  /** What the server's own features read of a page (link previews): the page every visitor gets. */
  const renderPublicPage: PublicPageRenderer = async (pathname) => {
    const page = await sharedPage(new URL(pathname, publicOrigin), false);
    return page.status === 200
      ? { status: 200, html: page.body.toString('utf8') }
      : { status: page.status, html: null };
  };
  app.decorate('renderPublicPage', renderPublicPage);
  app.decorate(
    'answerFromMemory',
    options.pageCache
      ? createMemoryAnswerer(options.pageCache, {
          publicOrigin,
          contentSecurityPolicy: contentSecurityPolicy(undefined, options.mode, islands.bootScript),
          countView: options.countView,
        })
      : null,
  );

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

    for (const language of SUPPORTED_LANGUAGES)
      pages.get(`${localizedPath(PREVIEW_PATH, language)}:token`, async (request, reply) =>
        renderPreview(request, reply, (request.params as { token: string }).token, language),
      );

    pages.all('/*', async (request, reply) =>
      renderPage(request, reply, isForeignPost(request, publicOrigin) ? 403 : null),
    );
  });
}
