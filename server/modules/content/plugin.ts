import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { isAdminPath } from '../../http/auth-guard.ts';
import type { PublicContentServices } from './public-reader.ts';
import { createJobPostsRepository } from '../careers/repository.ts';
import { createClosedJobPosts } from '../careers/service.ts';
import { createSettingsRepository, type SettingsRepository } from '../settings/repository.ts';
import { createPublicSettingsService } from '../settings/service.ts';
import { createRelatedTestimonials } from '../testimonials/service.ts';
import { createMoneyTransferRepository } from '../money-transfer/repository.ts';
import { createStudyAbroadRepository } from '../study-abroad/repository.ts';
import { findKindTable, KIND_TABLES } from './kind-tables.ts';
import { createPublicKindReads, type PublicKindService } from './public-kind-reads.ts';
import { type ContentChanges, createContentChanges } from './content-changes.ts';
import { startPublicationClock } from './publication-clock.ts';
import { publicRuleOf } from './public-rules.ts';
import { createSearchIndex } from '../search/search-index.ts';
import { createSiteSearch } from '../search/search.ts';
import { createSiteMenus } from '../menus/site-menus.ts';
import { pageSchedules as pageSchedulesTable, pages } from '../../db/schema.ts';
import { createContentKindStore } from '../admin/content-kind-store.ts';
import { createAuditLog } from '../audit/audit-log.ts';
import { createPageSchedules, type PageSchedules } from '../pages/page-schedules.ts';
import { pagesKind } from '#contract/content-kinds/all-kinds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads of every kind of content, in the visitor's language (API and pages alike). */
    publicContent: PublicContentServices;
    settingsRepository: SettingsRepository;
    /** Heard by whatever keeps public content in memory; announced by every successful back-office write. */
    contentChanges: ContentChanges;
    /** The site's pages' changes scheduled for later (ADR 0071). */
    pageSchedules: PageSchedules;
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the public services of every content kind on one database; a search index that fails to refresh is told to `onSearchFailure`. */
export function createPublicContentServices(
  db: FastifyInstance['db'],
  onSearchFailure: (error: unknown) => void = (error) => console.error('the search index was not refreshed', error),
): PublicContentServices {
  const named = <T>(found: T | undefined, name: string): T => {
    if (!found) throw new Error(`no content kind named ${name}`);
    return found;
  };
  const tableOf = (name: string) => named(findKindTable(name), name);
  const kinds: Record<string, PublicKindService> = {};
  for (const entry of KIND_TABLES) kinds[entry.kind.name] = createPublicKindReads(db, entry, tableOf);
  const kind = (name: string) => named(kinds[name], name);
  return {
    settings: createPublicSettingsService(createSettingsRepository(db), async (name) => {
      const { kind, table } = tableOf(name);
      const [row] = await db.select({ value: count() }).from(table).where(publicRuleOf(kind, table));
      return row?.value ?? 0;
    }),
    kinds,
    relatedTestimonials: createRelatedTestimonials({
      testimonials: kind('testimonials'),
      services: kind('services'),
      projects: kind('projects'),
    }),
    closedJobPosts: createClosedJobPosts(createJobPostsRepository(db)),
    moneyTransfer: createMoneyTransferRepository(db),
    studyAbroad: createStudyAbroadRepository(db),
    search: (() => {
      const index = createSearchIndex(db, onSearchFailure);
      return { ...createSiteSearch(db, index), index };
    })(),
    menus: createSiteMenus(db),
  };
}

export const contentPlugin = fp(
  async (app: FastifyInstance) => {
    const publicContent = createPublicContentServices(app.db, (error) =>
      app.log.error({ err: error }, 'the search index was not refreshed'),
    );
    app.decorate('publicContent', publicContent);
    app.decorate('settingsRepository', createSettingsRepository(app.db));

    const changes = await createContentChanges(app.database, (error) =>
      app.log.warn({ err: error }, 'other instances were not told of a content change'),
    );
    app.decorate('contentChanges', changes);
    // The search index follows the content: from the start, then at each change here or elsewhere (ADR 0061).
    const searchIndex = publicContent.search.index;
    changes.subscribe(() => void searchIndex.refresh());
    app.addHook('onReady', async () => void searchIndex.refresh());
    // A page's change scheduled for later is saved at its minute (ADR 0071).
    const pageSchedules = createPageSchedules(
      app.db,
      createContentKindStore(app.db, pagesKind, pages),
      createAuditLog(app.db),
    );
    app.decorate('pageSchedules', pageSchedules);
    const clock = startPublicationClock(
      app.db,
      changes,
      (error) => app.log.warn({ err: error }, 'the schedule of publications could not be read or applied'),
      [
        {
          table: pageSchedulesTable,
          column: pageSchedulesTable.publishAt,
          apply: async () => (await pageSchedules.applyDue()) > 0,
        },
      ],
    );
    app.addHook('onClose', async () => {
      clock.stop();
      await changes.stop();
      // A refresh under way ends before the database closes.
      await searchIndex.settled();
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
