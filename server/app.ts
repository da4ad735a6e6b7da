import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import type { Database } from './db/client.ts';
import { registerAuthGuard } from './http/auth-guard.ts';
import { registerApiCacheHeaders } from './http/cache-headers.ts';
import { handleFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { HttpError } from './http/errors.ts';
import { createPublicContentReader } from './http/page-context.ts';
import { adminMailOutboxRoutes } from './mail/admin-routes.ts';
import { DEFAULT_MAIL_FROM, createMailSender } from './mail/mail-sender.ts';
import { type PagesOptions, registerPages } from './http/ssr.ts';
import { createAuditLog } from './modules/audit/audit-log.ts';
import { adminAuditRoutes } from './modules/audit/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { adminMessagesRoutes } from './modules/messages/admin-routes.ts';
import { adminNewsletterRoutes } from './modules/newsletter/admin-routes.ts';
import { adminSettingsRoutes } from './modules/settings/admin-routes.ts';
import { adminUsersRoutes } from './modules/users/admin-routes.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createBlogRepository } from './modules/blog/repository.ts';
import { publicBlogRoutes } from './modules/blog/routes.ts';
import { createPublicBlogService } from './modules/blog/service.ts';
import { createJobPostsRepository } from './modules/careers/repository.ts';
import { publicCareersRoutes } from './modules/careers/routes.ts';
import { createPublicCareersService } from './modules/careers/service.ts';
import { createClientsRepository } from './modules/clients/repository.ts';
import { publicClientsRoutes } from './modules/clients/routes.ts';
import { createPublicClientsService } from './modules/clients/service.ts';
import { createSessionsRepository } from './modules/auth/sessions-repository.ts';
import { createUsersRepository } from './modules/auth/users-repository.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { createContactService } from './modules/contact/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminMediaRoutes } from './modules/media/routes.ts';
import { createMediaService } from './modules/media/service.ts';
import { registerUploadedFiles } from './modules/media/static.ts';
import { createMediaStorage } from './modules/media/storage.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { createProjectsRepository } from './modules/projects/repository.ts';
import { adminProjectsRoutes } from './modules/projects/admin-routes.ts';
import { publicProjectsRoutes } from './modules/projects/routes.ts';
import { createPublicProjectsService } from './modules/projects/service.ts';
import { createRateLimiter } from './modules/rate-limit/rate-limiter.ts';
import { createServicesRepository } from './modules/services/repository.ts';
import { adminServicesRoutes } from './modules/services/admin-routes.ts';
import { adminBlogRoutes } from './modules/blog/admin-routes.ts';
import { adminCareersRoutes } from './modules/careers/admin-routes.ts';
import { adminClientsRoutes } from './modules/clients/admin-routes.ts';
import { adminSolutionsRoutes } from './modules/solutions/admin-routes.ts';
import { adminTeamRoutes } from './modules/team/admin-routes.ts';
import { publicServicesRoutes } from './modules/services/routes.ts';
import { createPublicServicesService } from './modules/services/service.ts';
import { createSettingsRepository } from './modules/settings/repository.ts';
import { publicSettingsRoutes } from './modules/settings/routes.ts';
import { createPublicSettingsService } from './modules/settings/service.ts';
import { createSolutionsRepository } from './modules/solutions/repository.ts';
import { publicSolutionsRoutes } from './modules/solutions/routes.ts';
import { createPublicSolutionsService } from './modules/solutions/service.ts';
import { createTeamRepository } from './modules/team/repository.ts';
import { publicTeamRoutes } from './modules/team/routes.ts';
import { createPublicTeamService } from './modules/team/service.ts';
import { createTestimonialsRepository } from './modules/testimonials/repository.ts';
import { adminTestimonialsRoutes } from './modules/testimonials/admin-routes.ts';
import { publicTestimonialsRoutes } from './modules/testimonials/routes.ts';
import { createPublicTestimonialsService } from './modules/testimonials/service.ts';

export interface AppDependencies {
  database: Database;
  publicUrl: string;
  /** Signs newsletter unsubscribe links. */
  appSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may set X-Forwarded-For (rate limits count the visitor's address, not the proxy's). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Server-rendered pages; omitted by API tests. */
  pages?: Omit<PagesOptions, 'content'>;
  /** Where uploaded images are written and served from (config.uploadsDir); a temporary directory when omitted. */
  uploadsDir?: string;
  /** smtp:// or smtps:// URL; without it mail waits in the outbox (visible in the admin). */
  smtpUrl?: string | undefined;
  /** From address of outgoing mail. */
  mailFrom?: string;
  /** Submissions of each public form allowed per address per window, instead of each form's own limit. */
  formRateLimit?: number | undefined;
}

/** Builds the whole server without listening, so tests drive it with app.inject. */
export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: REQUEST_LIMITS.jsonBodyBytes,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    forceCloseConnections: 'idle',
    trustProxy: deps.trustProxy ?? false,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies are accepted by the API: anything else answers 415.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Browsers then send Origin on same-site form posts, which React Router's action check needs.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const { db } = deps.database;
  const servicesRepository = createServicesRepository(db);
  const projectsRepository = createProjectsRepository(db);
  const testimonialsRepository = createTestimonialsRepository(db);
  const settingsRepository = createSettingsRepository(db);
  const blogRepository = createBlogRepository(db);
  const jobPostsRepository = createJobPostsRepository(db);
  const solutionsRepository = createSolutionsRepository(db);
  const clientsRepository = createClientsRepository(db);
  const teamRepository = createTeamRepository(db);
  const sessions = createSessionsRepository(db);
  const users = createUsersRepository(db);
  const rateLimiter = createRateLimiter(db, undefined, deps.formRateLimit);
  const loginThrottle = createLoginThrottle(db);
  const audit = createAuditLog(db);
  const uploadsDir = deps.uploadsDir ?? path.join(os.tmpdir(), 'weltaare-uploads');
  const media = createMediaService(db, createMediaStorage(uploadsDir));
  const mailSender = createMailSender({
    db,
    smtpUrl: deps.smtpUrl,
    from: deps.mailFrom ?? DEFAULT_MAIL_FROM,
    log: app.log,
  });
  const contact = createContactService(db, settingsRepository);

  const services = createPublicServicesService(servicesRepository);
  const projects = createPublicProjectsService(projectsRepository);
  const testimonials = createPublicTestimonialsService({
    testimonials: testimonialsRepository,
    services: servicesRepository,
    projects: projectsRepository,
  });
  const settings = createPublicSettingsService(settingsRepository);
  const blog = createPublicBlogService(blogRepository);
  const careers = createPublicCareersService(jobPostsRepository);
  const solutions = createPublicSolutionsService(solutionsRepository);
  const clients = createPublicClientsService(clientsRepository);
  const team = createPublicTeamService(teamRepository);

  registerErrorHandling(app);
  registerAuthGuard(app, sessions);
  registerApiCacheHeaders(app);

  // A POST without a body is validated as an empty object, so every missing field is reported.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(() => deps.database.ping()));
      await api.register(publicServicesRoutes(services));
      await api.register(publicProjectsRoutes(projects));
      await api.register(publicTestimonialsRoutes(testimonials, rateLimiter));
      await api.register(publicSettingsRoutes(settings));
      await api.register(publicBlogRoutes(blog));
      await api.register(publicCareersRoutes(careers));
      await api.register(publicSolutionsRoutes(solutions));
      await api.register(publicClientsRoutes(clients));
      await api.register(publicTeamRoutes(team));
      await api.register(
        contactRoutes(
          {
            ...contact,
            // The message is stored first; its notification then leaves without delaying the answer.
            submit: async (...args) => {
              const created = await contact.submit(...args);
              mailSender.trigger();
              return created;
            },
          },
          rateLimiter,
        ),
      );
      await api.register(newsletterRoutes(createNewsletterService(db, deps.appSecret, deps.publicUrl), rateLimiter));
      await api.register(authRoutes({ users, sessions, throttle: loginThrottle }));
      await api.register(adminServicesRoutes(db, audit));
      await api.register(adminUsersRoutes(db, audit, sessions));
      await api.register(adminSettingsRoutes(settingsRepository, audit));
      await api.register(adminMessagesRoutes(db, audit));
      await api.register(adminNewsletterRoutes(db, audit));
      await api.register(adminAuditRoutes(audit));
      await api.register(dashboardRoutes(db));
      await api.register(adminBlogRoutes(db, audit));
      await api.register(adminCareersRoutes(db, audit));
      await api.register(adminSolutionsRoutes(db, audit));
      await api.register(adminClientsRoutes(db, audit));
      await api.register(adminTeamRoutes(db, audit));
      await api.register(adminProjectsRoutes(db, audit));
      await api.register(adminTestimonialsRoutes(db, audit));
      await api.register(adminMediaRoutes(media, audit));
      await api.register(adminMailOutboxRoutes(db, audit, mailSender));
      api.all('/*', async () => {
        throw new HttpError(404, 'route_not_found');
      });
    },
    { prefix: '/api' },
  );

  await registerUploadedFiles(app, uploadsDir);

  if (deps.pages) {
    await registerPages(app, {
      ...deps.pages,
      content: createPublicContentReader({
        settings,
        services,
        projects,
        testimonials,
        blog,
        careers,
        solutions,
        clients,
        team,
      }),
    });
  }

  const pruneTimer = setInterval(
    () => {
      Promise.all([rateLimiter.prune(), sessions.pruneExpired(), loginThrottle.prune()]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'pruning expired rows failed'),
      );
    },
    60 * 60 * 1000,
  );
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  if (!mailSender.enabled) app.log.info('SMTP_URL is not set: mail waits in the outbox (admin, mail outbox)');
  mailSender.start();
  app.addHook('onClose', () => mailSender.close());

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
