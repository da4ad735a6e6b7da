import { z } from 'zod';
import { idParamSchema, idQuerySchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { revisionSummarySchema } from '#contract/schemas/revisions.ts';
import { sendData } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { auditDetails, type Values } from './content-kind-store.ts';
import type { KindRouteContext, KindScope } from './kind-route-context.ts';

const revisionParamsSchema = z.object({ id: idQuerySchema, revisionId: idQuerySchema });
// An old revision may lack a field declared since: its item is answered as it was kept.
const revisionAnswer = revisionSummarySchema.extend({ item: z.record(z.string(), z.unknown()) });

/** An item's revisions (ADR 0017): the list, one of them, and its restoration (itself a revision, audited). */
export function revisionRoutes(app: KindScope, { path, store, audit }: KindRouteContext) {
  const { kind } = store;

  app.get(
    `${path}/:id/revisions`,
    { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.array(revisionSummarySchema)) } } },
    async (request, reply) => {
      if (!(await store.exists(request.params.id))) throw notFound();
      return sendData(request, reply, await store.revisions.list(kind.name, request.params.id));
    },
  );

  app.get(
    `${path}/:id/revisions/:revisionId`,
    { schema: { params: revisionParamsSchema, response: { 200: successEnvelopeSchema(revisionAnswer) } } },
    async (request, reply) => {
      const revision = await store.revisions.get(kind.name, request.params.id, request.params.revisionId);
      if (!revision) throw notFound();
      return sendData(request, reply, revision);
    },
  );

  app.post(
    `${path}/:id/revisions/:revisionId/restore`,
    {
      schema: { params: revisionParamsSchema, response: { 200: successEnvelopeSchema(kind.schemas.answer) } },
    },
    async (request, reply) => {
      const { id, revisionId } = request.params;
      const kept = await store.revisions.get(kind.name, id, revisionId);
      if (!kept) throw notFound();
      const input = kind.schemas.input.safeParse(kept.item);
      if (!input.success) throw new HttpError(422, 'revision_incompatible');
      const values = store.toValues(request, input.data as Values, true);
      const { row, revision } = await store.write(request, () => store.update(request, id, values, revisionId));
      await audit.record(request, {
        action: 'restore',
        entityType: kind.auditLabel,
        entityId: row.id,
        details: auditDetails(revision, revisionId),
      });
      return sendData(request, reply, store.toAnswer(row), { messageKey: 'revision_restored' });
    },
  );
}
