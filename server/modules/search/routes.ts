import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { searchQuerySchema, searchResultSchema } from '#contract/schemas/search.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { VisitCounter } from '../analytics/plugin.ts';
import type { SiteSearch } from './search.ts';

/**
 * GET /api/search?q=&language=: the best public pages for the words, in that language (else `lang`,
 * the browser's); a search the visitor sent (`submitted=1`) is counted for the dashboard.
 */
export function publicSearchRoutes(
  search: SiteSearch,
  visits: Pick<VisitCounter, 'countSearch'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search',
      {
        schema: {
          querystring: searchQuerySchema,
          response: { 200: successEnvelopeSchema(z.array(searchResultSchema)) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? apiLanguage(request);
        if (request.query.submitted) visits.countSearch(request.query.q, language, request.headers);
        return sendData(request, reply, await search.search(request.query.q, language));
      },
    );
  };
}
