import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ViewCount } from '../../http/answer-from-memory.ts';
import { every } from '../../lib/every.ts';
import { pageViewOf } from './page-view.ts';
import { createViewCounts } from './view-counts.ts';

export interface VisitCounter {
  /** Counts the view this answer makes, if it makes one (ADR 0054): memory only, nothing awaited. */
  countAnswer: ViewCount;
  /** Adds the views counted so far to the database (every minute, and when the server stops). */
  write(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    visits: VisitCounter;
  }
}

export interface AnalyticsPluginOptions {
  publicUrl: string;
  /** False: no view is counted (VISIT_STATISTICS=off); the statistics show what was counted before. */
  counting: boolean;
  /** The clock that dates the views: tests hold it. */
  now?: () => Date;
}

const WRITE_EVERY_MS = 60_000;

/** Page views counted without cookie, address or identifier, per day (issue 36, ADR 0054). */
export const analyticsPlugin = fp(
  async (app: FastifyInstance, options: AnalyticsPluginOptions) => {
    const counts = createViewCounts(app.db, options.now);
    const publicHost = new URL(options.publicUrl).hostname.toLowerCase();
    const visits: VisitCounter = {
      countAnswer: options.counting
        ? (answer, status) => {
            const view = pageViewOf(answer, status, publicHost);
            if (view) counts.count(view);
          }
        : () => undefined,
      write: counts.write,
    };
    app.decorate('visits', visits);
    every(app, 'writing the page views', WRITE_EVERY_MS, counts.write);
    // Before the database closes: the last minute's views are not lost with a restart.
    app.addHook('preClose', async () => {
      await counts.write().catch((error: unknown) => app.log.warn({ err: error }, 'page views were not written'));
    });
  },
  { name: 'analytics', dependencies: ['database'] },
);
