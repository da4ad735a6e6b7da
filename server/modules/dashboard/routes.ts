import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '#contract/schemas/dashboard.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { DashboardService } from './service.ts';

/** GET /api/admin/dashboard, for admins and editors. */
export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get(
      '/admin/dashboard',
      { schema: { response: { 200: successEnvelopeSchema(adminDashboardSchema) } } },
      async (request, reply) => sendData(request, reply, await dashboard.dashboard(apiLanguage(request))),
    );
  };
}
