import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationQuerySchema } from '#contract/schemas/common.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import type { AuditLog } from './audit-log.ts';

/** Who did what to what, when: admins only. */
export function adminAuditRoutes(audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));
    app.get('/admin/audit-log', { schema: { querystring: paginationQuerySchema } }, async (request, reply) => {
      const { page, per_page } = request.query;
      const { items, total } = await audit.list(page, per_page);
      return sendData(request, reply, items, { meta: pageMeta(page, per_page, total) });
    });
  };
}
