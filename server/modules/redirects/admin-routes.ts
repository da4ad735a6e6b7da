import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginationQuerySchema, searchQuerySchema } from '#contract/schemas/common.ts';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { type RedirectInput, redirectInputSchema, redirectSchema } from '#contract/schemas/redirect.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { tagVersion, takeExpectedVersion } from '../../http/versions.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { actorOf } from '../messages/leads.ts';
import { type Redirects, toRedirect } from './redirects.ts';

const one = { 200: successEnvelopeSchema(redirectSchema) };

/** Staff's list of redirects (issue 33): `GET/POST /api/admin/redirects`, `PUT/DELETE /api/admin/redirects/{id}`. */
export function adminRedirectRoutes(redirects: Redirects, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));
    const recorded = (action: 'create' | 'update' | 'delete', id: number, from: string, to: string) => ({
      action,
      entityType: 'redirect',
      entityId: id,
      details: { from, to },
    });

    app.get(
      '/admin/redirects',
      {
        schema: {
          querystring: paginationQuerySchema.extend({ search: searchQuerySchema }),
          response: { 200: pageEnvelopeSchema(redirectSchema) },
        },
      },
      async (request, reply) => {
        const { page, per_page: perPage, search } = request.query;
        const { rows, total } = await redirects.page(page, perPage, search);
        return sendData(request, reply, rows.map(toRedirect), { meta: pageMeta(page, perPage, total) });
      },
    );

    app.post(
      '/admin/redirects',
      { schema: { body: redirectInputSchema, response: { 201: successEnvelopeSchema(redirectSchema) } } },
      async (request, reply) => {
        const row = await redirects.create(request.body as RedirectInput, actorOf(request));
        await audit.record(request, recorded('create', row.id, row.fromPath, row.toPath));
        tagVersion(reply, row.version);
        return sendData(request, reply, toRedirect(row), { status: 201, messageKey: 'created' });
      },
    );

    app.put(
      '/admin/redirects/:id',
      {
        preValidation: takeExpectedVersion,
        schema: { params: idParamSchema, body: redirectInputSchema, response: one },
      },
      async (request, reply) => {
        const row = await redirects.update(
          request.params.id,
          request.body as RedirectInput,
          actorOf(request),
          request.expectedVersion ?? null,
        );
        await audit.record(request, recorded('update', row.id, row.fromPath, row.toPath));
        tagVersion(reply, row.version);
        return sendData(request, reply, toRedirect(row), { messageKey: 'updated' });
      },
    );

    app.delete('/admin/redirects/:id', { schema: { params: idParamSchema, response: one } }, async (request, reply) => {
      const row = await redirects.remove(request.params.id);
      await audit.record(request, recorded('delete', row.id, row.fromPath, row.toPath));
      return sendData(request, reply, toRedirect(row), { messageKey: 'deleted' });
    });
  };
}
