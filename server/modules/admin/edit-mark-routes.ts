import { and, eq, inArray, sql } from 'drizzle-orm';
import { idParamSchema } from '#contract/schemas/common.ts';
import {
  EDIT_MARK_TTL_MINUTES,
  editMarkClaimSchema,
  editMarkReleaseSchema,
  editMarkSchema,
} from '#contract/schemas/edit-marks.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { editMarks, users } from '../../db/schema.ts';
import { sendData } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import type { KindRouteContext, KindScope } from './kind-route-context.ts';

/**
 * Who has an item open in an edit form (ADR 0038, editing marks): PUT claims the mark or keeps it
 * (a heartbeat) and says who holds it; `take_over` takes it from another editor, who is told on
 * their next call; DELETE gives one's own back. Advice to people: writes are guarded by versions.
 */
export function editMarkRoutes(app: KindScope, { path, store, db }: KindRouteContext) {
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

      // One statement, so two servers claiming at once cannot both win: the conflicting row is
      // locked by ON CONFLICT, and each column keeps its value unless the caller may have the mark
      // (theirs already, gone quiet for the TTL, or taken over). The database's clock decides.
      const cutoff = sql`now() - ${EDIT_MARK_TTL_MINUTES} * interval '1 minute'`;
      const mine = sql`${editMarks.userId} = ${me}`;
      const alive = sql`${editMarks.seenAt} > ${cutoff}`;
      const claimable = sql`(${mine} or not (${alive}) or ${takeOver})`;
      const displaces = sql`(${takeOver} and not (${mine}) and ${alive})`;
      const [mark] = await db
        .insert(editMarks)
        .values({ resource, itemId: id, userId: me })
        .onConflictDoUpdate({
          target: [editMarks.resource, editMarks.itemId],
          set: {
            userId: sql`case when ${claimable} then ${me}::integer else ${editMarks.userId} end`,
            since: sql`case when ${mine} and ${alive} then ${editMarks.since} when ${claimable} then now() else ${editMarks.since} end`,
            seenAt: sql`case when ${claimable} then now() else ${editMarks.seenAt} end`,
            takenOverFrom: sql`case when ${displaces} then ${editMarks.userId} else ${editMarks.takenOverFrom} end`,
            takenOverAt: sql`case when ${displaces} then now() else ${editMarks.takenOverAt} end`,
          },
        })
        .returning();
      if (!mark) throw notFound();

      const people = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [mark.userId]));
      const holder = people[0] ?? { id: mark.userId, name: '' };
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
      const released = await db
        .delete(editMarks)
        .where(and(eq(editMarks.resource, resource), eq(editMarks.itemId, request.params.id), eq(editMarks.userId, me)))
        .returning({ userId: editMarks.userId });
      return sendData(request, reply, { released: released.length > 0 });
    },
  );
}
