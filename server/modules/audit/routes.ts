import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { adminAuditEntrySchema } from '#contract/schemas/audit-log.ts';
import { z } from 'zod';
import { paginationQuerySchema, searchQuerySchema } from '#contract/schemas/common.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import type { AuditLog } from './audit-log.ts';

/** An action or item code as the log stores them ("reset-password", "blog_post"). */
const codeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z_-]{0,39}$/, { error: 'invalid_value' })
  .optional();

const listQuerySchema = paginationQuerySchema.extend({
  entity_type: codeSchema,
  action: codeSchema,
  search: searchQuerySchema,
});

/** Who did what to what, when: admins only. */
export function adminAuditRoutes(audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));
    app.get(
      '/admin/audit-log',
      { schema: { querystring: listQuerySchema, response: { 200: pageEnvelopeSchema(adminAuditEntrySchema) } } },
      async (request, reply) => {
        const { page, per_page, entity_type: entityType, action, search } = request.query;
        const { items, total } = await audit.list(page, per_page, { entityType, action, search });
        return sendData(request, reply, items, { meta: pageMeta(page, per_page, total) });
      },
    );
  };
}
