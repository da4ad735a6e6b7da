import { idParamSchema } from '#contract/schemas/common.ts';
import { editMarkClaimSchema, editMarkReleaseSchema, editMarkSchema } from '#contract/schemas/edit-marks.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { sendData } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import type { KindRouteContext, KindScope } from './kind-route-context.ts';

/**
 * Who has an item open in an edit form (ADR 0038, editing marks): PUT claims the mark or keeps it
 * (a heartbeat) and says who holds it; `take_over` takes it from another editor, who is told on
 * their next call; DELETE gives one's own back. Advice to people: writes are guarded by versions.
 */
export function editMarkRoutes(app: KindScope, { path, store, marks }: KindRouteContext) {
  const resource = store.kind.name;

  app.put(
    `${path}/:id/edit-mark`,
    {
      schema: {
        params: idParamSchema,
        body: editMarkClaimSchema.optional(),
        response: { 200: successEnvelopeSchema(editMarkSchema) },
      },
    },
    async (request, reply) => {
      const me = request.auth?.user.id;
      if (me === undefined) throw unauthorized();
      const { id } = request.params;
      if (!(await store.exists(id))) throw notFound();
      const takeOver = request.body?.take_over ?? false;

      const claimed = await marks.claim(resource, id, me, takeOver);
      if (!claimed) throw notFound();
      const { mark, holder } = claimed;
      const held = mark.userId === me;
      const toldOf = !held && mark.takenOverFrom === me && mark.takenOverAt;
      return sendData(request, reply, {
        held,
        holder,
        since: mark.since.toISOString(),
        taken_over: toldOf ? { by: holder, at: toldOf.toISOString() } : null,
      });
    },
  );

  app.delete(
    `${path}/:id/edit-mark`,
    { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(editMarkReleaseSchema) } } },
    async (request, reply) => {
      const me = request.auth?.user.id;
      if (me === undefined) throw unauthorized();
      return sendData(request, reply, { released: await marks.release(resource, request.params.id, me) });
    },
  );
}
