import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { SEARCH_PAGE_PATH, localizedPath } from '#contract/page-urls.ts';
import { searchTermsSchema } from '#contract/schemas/search.ts';
import type { ViewCount } from '../../http/answer-from-memory.ts';
import { every } from '../../lib/every.ts';
import { createPageViewCounts, isPersonsRequest, pageViewOf } from './page-view.ts';
import { createSearchCounts, searchedWordsOf } from './searched-words.ts';

export interface VisitCounter {
  /** Counts the view this answer makes, if it makes one (ADR 0054): memory only, nothing awaited. */
  countAnswer: ViewCount;
  /** Counts a search a person made (ADR 0063): the search page's island, when the visitor sends the words. */
  countSearch(terms: string, language: string, headers: IncomingHttpHeaders): void;
  /** Adds the views and searches counted so far to the database (every minute, and when the server stops). */
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
}

const WRITE_EVERY_MS = 60_000;
/** The search page's paths, looked up at each view counted: a set, not a parse of every path. */
const SEARCH_PAGES = new Set(SUPPORTED_LANGUAGES.map((language) => localizedPath(SEARCH_PAGE_PATH, language)));

/** Page views and searches counted without cookie, address or identifier, per day (issue 36, ADR 0054, 0063). */
export const analyticsPlugin = fp(
  async (app: FastifyInstance, options: AnalyticsPluginOptions) => {
    const counts = createPageViewCounts(app.db);
    const searches = createSearchCounts(app.db);
    const countSearch = (terms: string, language: string) => {
      const searched = searchTermsSchema.safeParse(terms);
      const words = searched.success ? searchedWordsOf(searched.data, language) : null;
      if (words) searches.count(words);
    };
    // As the referrers are read: lower case, without `www.`.
    const publicHost = new URL(options.publicUrl).hostname.toLowerCase().replace(/^www\./, '');
    /*
     * The answers are only queued as they are sent, and read together once the event loop turns:
     * read one by one between answers, the same work cost a sixth of the rate from memory; read in a
     * batch, about 1% (bench/throughput.ts, ADR 0054).
     */
    let queued: Parameters<ViewCount>[] = [];
    const readQueued = () => {
      const batch = queued;
      queued = [];
      for (const [page, headers, status] of batch) {
        const view = pageViewOf(page, headers, status, publicHost);
        if (!view) continue;
        counts.count(view);
        // The search page opened with words (the header's box sent, a link): a search made.
        if (SEARCH_PAGES.has(view.path) && view.status === 200) {
          countSearch(page.url.searchParams.get('q') ?? '', view.language);
        }
      }
    };
    const visits: VisitCounter = {
      countAnswer: options.counting
        ? (page, headers, status) => {
            if (queued.push([page, headers, status]) === 1) setImmediate(readQueued);
          }
        : () => undefined,
      countSearch: options.counting
        ? (terms, language, headers) => {
            if (isPersonsRequest(headers)) countSearch(terms, language);
          }
        : () => undefined,
      write: async () => {
        readQueued();
        await Promise.all([counts.write(), searches.write()]);
      },
    };
    app.decorate('visits', visits);
    every(app, 'writing the page views', WRITE_EVERY_MS, visits.write);
    // Before the database closes: the last minute's views are not lost with a restart.
    app.addHook('preClose', async () => {
      await visits.write().catch((error: unknown) => app.log.warn({ err: error }, 'page views were not written'));
    });
  },
  { name: 'analytics', dependencies: ['database'] },
);
