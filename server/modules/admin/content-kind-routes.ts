import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { idParamSchema } from '#contract/schemas/common.ts';
import { redirectTargetSchema } from '#contract/schemas/redirect.ts';
import { pageMetaSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { tagVersion, takeExpectedVersion } from '../../http/versions.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { bulkRoute } from './bulk-routes.ts';
import { auditDetails, type ContentKindHooks, createContentKindStore, type Values } from './content-kind-store.ts';
import { editMarkRoutes } from './edit-mark-routes.ts';
import { createEditMarks } from './edit-marks.ts';
import type { KindRouteContext } from './kind-route-context.ts';
import { type PreviewLinks, previewRoute } from './preview-routes.ts';
import { revisionRoutes } from './revision-routes.ts';

/**
 * The admin API of one content kind, drawn from its declaration: list (search, filters, sorts,
 * pages, a count per state tab), stats, detail, create, replace (PUT), partial update (PATCH),
 * delete and the spec's state calls; then its revisions, editing marks, preview links and bulk actions. Every
 * write audited, every answer serialized from its schema.
 */
export function contentKindRoutes(
  db: Db,
  audit: AuditLog,
  preview: PreviewLinks,
  kind: ContentKind,
  table: PgTable,
  hooks: ContentKindHooks = {},
): FastifyPluginAsyncZod {
  const path = `/admin/${kind.name}`;
  const store = createContentKindStore(db, kind, table, hooks);
  const context: KindRouteContext = { path, store, audit, marks: createEditMarks(db) };
  const one = { 200: successEnvelopeSchema(kind.schemas.answer) };
  // A page of the list; its meta also counts each state tab under the same search and other filters.
  const listPage = successEnvelopeSchema(z.array(kind.schemas.answer)).extend({
    meta: pageMetaSchema.extend({ counts: kind.schemas.listCounts }),
  });

  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, kind.roles));
    // Every write may name the version it was made from (ADR 0038).
    app.addHook('preValidation', takeExpectedVersion);

    app.get(
      path,
      { schema: { querystring: kind.schemas.listQuery, response: { 200: listPage } } },
      async (request, reply) => {
        const query = request.query as Values & { page: number; per_page: number; sort: string };
        const { rows, total, counts } = await store.page(query);
        return sendData(request, reply, rows.map(store.toAnswer), {
          meta: { ...pageMeta(query.page, query.per_page, total), counts },
        });
      },
    );

    app.get(
      `${path}/stats`,
      { schema: { response: { 200: successEnvelopeSchema(kind.schemas.stats) } } },
      async (request, reply) => sendData(request, reply, await store.stats()),
    );

    app.get(`${path}/:id`, { schema: { params: idParamSchema, response: one } }, async (request, reply) => {
      const row = await store.find(request.params.id);
      if (!row) throw notFound();
      tagVersion(reply, row.version as number);
      return sendData(request, reply, store.toAnswer(row));
    });

    // The site's own pages are made by the server: never created nor deleted through the API.
    if (!kind.fixedItems)
      app.post(
        path,
        { schema: { body: kind.schemas.input, response: { 201: successEnvelopeSchema(kind.schemas.answer) } } },
        async (request, reply) => {
          const values = store.toValues(request, request.body as Values, true);
          const { row, revision } = await store.write(request, () => store.insert(request, values));
          await audit.record(request, {
            action: 'create',
            entityType: kind.auditLabel,
            entityId: row.id,
            details: auditDetails(revision),
          });
          tagVersion(reply, row.version as number);
          return sendData(request, reply, store.toAnswer(row), { status: 201, messageKey: 'created' });
        },
      );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: `${path}/:id`,
        schema: {
          params: idParamSchema,
          body: method === 'PUT' ? kind.schemas.input : kind.schemas.patch,
          response: one,
        },
        handler: async (request, reply) => {
          const { id } = request.params as { id: number };
          const values = store.toValues(request, request.body as Values, method === 'PUT');
          const { row, revision } = await store.write(request, () => store.update(request, id, values));
          await audit.record(request, {
            action: 'update',
            entityType: kind.auditLabel,
            entityId: row.id,
            details: auditDetails(revision),
          });
          tagVersion(reply, row.version as number);
          return sendData(request, reply, store.toAnswer(row), { messageKey: 'updated' });
        },
      });
    }

    if (!kind.fixedItems)
      app.delete(
        `${path}/:id`,
        {
          schema: {
            params: idParamSchema,
            // Where its addresses send visitors from now on (ADR 0059); none: they answer 404.
            querystring: z.object({ redirect_to: redirectTargetSchema.optional() }),
            response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) },
          },
        },
        async (request, reply) => {
          const [id] = await store.remove([request.params.id], request, request.query.redirect_to);
          if (id === undefined) throw notFound();
          await audit.record(request, { action: 'delete', entityType: kind.auditLabel, entityId: id });
          return sendData(request, reply, { id }, { messageKey: 'deleted' });
        },
      );

    for (const action of Object.keys(kind.transitions)) {
      app.patch(
        `${path}/:id/${action}`,
        { schema: { params: idParamSchema, response: one } },
        async (request, reply) => {
          const { row, revision } = await store.update(request, request.params.id, store.transitionValues(action));
          await audit.record(request, {
            action,
            entityType: kind.auditLabel,
            entityId: row.id,
            details: auditDetails(revision),
          });
          tagVersion(reply, row.version as number);
          return sendData(request, reply, store.toAnswer(row), { messageKey: 'updated' });
        },
      );
    }

    revisionRoutes(app, context);
    editMarkRoutes(app, context);
    previewRoute(app, context, preview);
    if (!kind.fixedItems || Object.keys(kind.transitions).length > 0) bulkRoute(app, context);
  };
}
