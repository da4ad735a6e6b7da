import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import type { DashboardWarning } from '#contract/schemas/dashboard.ts';
import type { TrustProxySetting } from './config.ts';
import type { Database } from './db/client.ts';
import { databasePlugin } from './db/plugin.ts';
import { apiRoutes } from './routes/api.ts';
import { handleFrameworkError } from './http/error-handler.ts';
import { httpRulesPlugin } from './http/http-rules.ts';
import { openApiPlugin } from './http/openapi.ts';
import { type PagesPluginOptions, pagesPlugin } from './routes/pages.ts';
import { trustProxyOption } from './http/trusted-proxies.ts';
import { findProjectRoot } from './lib/project-root.ts';
import { mailPlugin } from './mail/plugin.ts';
import { auditPlugin } from './modules/audit/plugin.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { jobApplicationsPlugin } from './modules/job-applications/plugin.ts';
import { contactPlugin } from './modules/contact/plugin.ts';
import { previewsPlugin } from './modules/previews/plugin.ts';
import { contentPlugin } from './modules/content/plugin.ts';
import { linkPreviewRoutes } from './modules/link-previews/routes.ts';
import type { BucketSettings } from './modules/media/bucket-storage.ts';
import { mediaPlugin } from './modules/media/plugin.ts';
import { privacyPlugin } from './modules/privacy/plugin.ts';
import { backupsPlugin, type BackupsPluginOptions } from './modules/backups/plugin.ts';
import { DEFAULT_RETENTION } from './modules/backups/schedule.ts';
import { newsletterPlugin } from './modules/newsletter/plugin.ts';
import { rateLimiterPlugin } from './modules/rate-limit/plugin.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { testimonialSubmissionsPlugin } from './modules/testimonials/plugin.ts';
import { whatsAppClicksPlugin } from './modules/whatsapp/plugin.ts';
import { analyticsPlugin } from './modules/analytics/plugin.ts';
import { followUpRemindersPlugin } from './modules/messages/reminders-plugin.ts';
import { quotesPlugin } from './modules/quotes/plugin.ts';
import { redirectsPlugin } from './modules/redirects/plugin.ts';
import type { TimeOfDay } from './lib/time-of-day.ts';

export interface AppDependencies {
  database: Database;
  publicUrl: string;
  /** Signs newsletter unsubscribe links and login challenges; encrypts two-factor secrets. */
  appSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may set X-Forwarded-For (rate limits count the visitor's address, not the proxy's). */
  trustProxy?: TrustProxySetting;
  /** Server-rendered pages; omitted by API tests. */
  pages?: Omit<PagesPluginOptions, 'publicUrl'>;
  /** Where uploaded images are written and served from (config.uploadsDir); a temporary directory when omitted. */
  uploadsDir?: string;
  /** An S3-compatible bucket for uploaded images instead of uploadsDir (config.bucket). */
  bucket?: BucketSettings | undefined;
  /** Files no public route serves (candidates' CVs) when there is no bucket; a temporary directory when omitted. */
  privateFilesDir?: string;
  /** What all CVs may take together (config.cvStorageLimitBytes); 2 GB when omitted. */
  cvStorageLimitBytes?: number | undefined;
  /** Where drawn link previews are cached (config.linkPreviewsDir); a temporary directory when omitted. */
  linkPreviewsDir?: string;
  /** smtp:// or smtps:// URL; without it mail waits in the outbox (visible in the admin). */
  smtpUrl?: string | undefined;
  /** From address of outgoing mail. */
  mailFrom?: string;
  /** Submissions of each public form allowed per address per window, instead of each form's own limit. */
  formRateLimit?: number | undefined;
  /** What the configuration lacks (configurationWarnings(config)), shown on the dashboard. */
  configurationWarnings?: readonly DashboardWarning[];
  /**
   * The site's own backups (config.backups and the site's version); a temporary folder and no nightly
   * one when omitted. With a bucket, the archives go to the bucket instead of the folder.
   */
  backups?: Omit<BackupsPluginOptions, 'now' | 'bucket'> & { now?: () => Date };
  /** Whether page views are counted (config.visitStatistics); on when omitted. */
  visitStatistics?: boolean;
  /** When staff get the day's follow-up reminders (config.followUpRemindersAt); never when omitted. */
  followUpRemindersAt?: TimeOfDay | null;
  /** A newsletter's sending pace (subscribers per batch, time between batches); tests drive the batches. */
  newsletterBatch?: { size?: number; intervalMs?: number } | undefined;
}

/** Builds the whole server without listening, so tests drive it with app.inject. */
export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: REQUEST_LIMITS.jsonBodyBytes,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    forceCloseConnections: 'idle',
    trustProxy: trustProxyOption(deps.trustProxy ?? false),
    frameworkErrors: handleFrameworkError,
    // Fastify's own server, but a public page already in memory is sent before Fastify sees the request.
    serverFactory: (handler, options) => {
      // The timeouts Fastify gives the server it makes itself (its resolved defaults).
      const timeouts = options as unknown as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      const server = http.createServer((request, response) => {
        if (!app.answerFromMemory?.(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies are accepted by the API: anything else answers 415.
  app.removeContentTypeParser('text/plain');

  // External plugins, then the app's own (each decorates what the next ones use), then routes.
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(httpRulesPlugin);
  // Before any route: it describes each one as it is added (/api/openapi.json).
  await app.register(openApiPlugin);
  await app.register(databasePlugin, { database: deps.database });
  await app.register(auditPlugin);
  await app.register(rateLimiterPlugin, { formRateLimit: deps.formRateLimit });
  await app.register(mailPlugin, { smtpUrl: deps.smtpUrl, from: deps.mailFrom });
  await app.register(authPlugin, { secret: deps.appSecret });
  await app.register(contentPlugin);
  await app.register(previewsPlugin, { secret: deps.appSecret });
  await app.register(contactPlugin, { publicUrl: deps.publicUrl });
  await app.register(newsletterPlugin, {
    secret: deps.appSecret,
    publicUrl: deps.publicUrl,
    batch: deps.newsletterBatch,
  });
  await app.register(mediaPlugin, { uploadsDir: deps.uploadsDir, bucket: deps.bucket });
  await app.register(testimonialSubmissionsPlugin, { publicUrl: deps.publicUrl });
  await app.register(jobApplicationsPlugin, {
    publicUrl: deps.publicUrl,
    bucket: deps.bucket,
    privateFilesDir: deps.privateFilesDir,
    cvStorageLimitBytes: deps.cvStorageLimitBytes,
  });
  await app.register(whatsAppClicksPlugin);
  await app.register(quotesPlugin, { publicUrl: deps.publicUrl });
  await app.register(redirectsPlugin);
  await app.register(followUpRemindersPlugin, { publicUrl: deps.publicUrl, at: deps.followUpRemindersAt ?? null });
  await app.register(analyticsPlugin, { publicUrl: deps.publicUrl, counting: deps.visitStatistics ?? true });
  await app.register(privacyPlugin);
  await app.register(backupsPlugin, {
    ...(deps.backups ?? {
      folder: path.join(os.tmpdir(), 'weltaare-backups'),
      nightly: null,
      retention: DEFAULT_RETENTION,
      appVersion: 'test',
    }),
    // The archives go where the site keeps its files: in its bucket, when it has one.
    bucket: deps.bucket,
  });

  await app.register(apiRoutes, {
    prefix: '/api',
    publicUrl: deps.publicUrl,
    configurationWarnings: deps.configurationWarnings ?? [],
  });
  await app.register(seoRoutes, { publicUrl: deps.publicUrl });
  if (deps.pages) await app.register(pagesPlugin, { ...deps.pages, publicUrl: deps.publicUrl });
  // After the pages: a preview of a page other than an item is read from the rendered page.
  await app.register(linkPreviewRoutes, {
    publicUrl: deps.publicUrl,
    cacheDir: deps.linkPreviewsDir ?? path.join(os.tmpdir(), 'weltaare-link-previews'),
    publicFilesDir: deps.pages?.clientDir ?? path.join(findProjectRoot(), 'public'),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
