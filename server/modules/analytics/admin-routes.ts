import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '#contract/schemas/analytics.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import type { VisitCounter } from './plugin.ts';
import { visitStatistics } from './statistics.ts';
import type { SiteSearch } from '../search/search.ts';

/** GET /api/admin/analytics?days=N: the site's visits, for admins and editors (issue 36). */
export function adminAnalyticsRoutes(
  db: Db,
  visits: VisitCounter,
  search: Pick<SiteSearch, 'search'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get(
      '/admin/analytics',
      { schema: { querystring: analyticsQuerySchema, response: { 200: successEnvelopeSchema(analyticsSchema) } } },
      async (request, reply) => {
        // This instance's last views first: staff see what they just did, without waiting a minute.
        await visits.write();
        return sendData(request, reply, await visitStatistics(db, search, request.query.days));
      },
    );
  };
}
