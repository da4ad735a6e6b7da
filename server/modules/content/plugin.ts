import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminPath } from '../../http/auth-guard.ts';
import type { PublicContentServices } from './public-reader.ts';
import { createBlogRepository } from '../blog/repository.ts';
import { createPublicBlogService } from '../blog/service.ts';
import { createJobPostsRepository } from '../careers/repository.ts';
import { createPublicCareersService } from '../careers/service.ts';
import { createClientsRepository } from '../clients/repository.ts';
import { createPublicClientsService } from '../clients/service.ts';
import { createProjectsRepository } from '../projects/repository.ts';
import { createPublicProjectsService } from '../projects/service.ts';
import { createServicesRepository } from '../services/repository.ts';
import { createPublicServicesService } from '../services/service.ts';
import { createSettingsRepository, type SettingsRepository } from '../settings/repository.ts';
import { createPublicSettingsService } from '../settings/service.ts';
import { createSolutionsRepository } from '../solutions/repository.ts';
import { createPublicSolutionsService } from '../solutions/service.ts';
import { createTeamRepository } from '../team/repository.ts';
import { createPublicTeamService } from '../team/service.ts';
import { createTestimonialsRepository } from '../testimonials/repository.ts';
import { createPublicTestimonialsService } from '../testimonials/service.ts';
import { createMoneyTransferRepository } from '../money-transfer/repository.ts';
import { createStudyAbroadRepository } from '../study-abroad/repository.ts';
import { type ContentChanges, createContentChanges } from './content-changes.ts';
import { startPublicationClock } from './publication-clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads of every kind of content, in the visitor's language (API and pages alike). */
    publicContent: PublicContentServices;
    settingsRepository: SettingsRepository;
    /** Heard by whatever keeps public content in memory; announced by every successful back-office write. */
    contentChanges: ContentChanges;
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the public services of every content kind on one database. */
export function createPublicContentServices(db: FastifyInstance['db']): PublicContentServices {
  const services = createServicesRepository(db);
  const projects = createProjectsRepository(db);
  return {
    settings: createPublicSettingsService(createSettingsRepository(db)),
    services: createPublicServicesService(services),
    projects: createPublicProjectsService(projects),
    testimonials: createPublicTestimonialsService({
      testimonials: createTestimonialsRepository(db),
      services,
      projects,
    }),
    blog: createPublicBlogService(createBlogRepository(db)),
    careers: createPublicCareersService(createJobPostsRepository(db)),
    solutions: createPublicSolutionsService(createSolutionsRepository(db)),
    clients: createPublicClientsService(createClientsRepository(db)),
    team: createPublicTeamService(createTeamRepository(db)),
    moneyTransfer: createMoneyTransferRepository(db),
    studyAbroad: createStudyAbroadRepository(db),
  };
}

export const contentPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('publicContent', createPublicContentServices(app.db));
    app.decorate('settingsRepository', createSettingsRepository(app.db));

    const changes = await createContentChanges(app.database, (error) =>
      app.log.warn({ err: error }, 'other instances were not told of a content change'),
    );
    app.decorate('contentChanges', changes);
    const clock = startPublicationClock(app.db, changes, (error) =>
      app.log.warn({ err: error }, 'the schedule of publications could not be read'),
    );
    app.addHook('onClose', async () => {
      clock.stop();
      await changes.stop();
    });
    // Every change to what the public sees goes through the back office's API. Told before the
    // answer leaves (onSend), so the editor's next look at the site already sees the change.
    app.addHook('onSend', async (request, reply) => {
      if (READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 400 || !isAdminPath(request.url)) return;
      // A write that leaves the public content as it was (a preview link).
      if ((request.routeOptions.config as { keepsContent?: boolean }).keepsContent) return;
      await changes.announce();
    });
  },
  { name: 'content', dependencies: ['database'] },
);
