import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { sendData } from '../../http/envelope.ts';
import { auditDetails, columnKey, type Row } from './content-kind-store.ts';
import type { KindRouteContext, KindScope } from './kind-route-context.ts';

/**
 * A transition or a deletion on several items at once, in one transaction: each item changed is
 * audited and keeps its revision as a single call does; one already in that state is left alone.
 */
export function bulkRoute(app: KindScope, { path, store, audit }: KindRouteContext) {
  const { kind } = store;
  app.post(
    `${path}/bulk`,
    { schema: { body: kind.schemas.bulk, response: { 200: successEnvelopeSchema(kind.schemas.bulkResult) } } },
    async (request, reply) => {
      const { action, ids } = request.body as { action: string; ids: number[] };
      // Locked in the same order by every caller, so two bulk calls cannot wait on each other.
      const unique = [...new Set(ids)].sort((a, b) => a - b);
      if (action === 'delete') {
        const deleted = await store.remove(unique);
        for (const id of deleted) await audit.record(request, { action, entityType: kind.auditLabel, entityId: id });
        return sendData(request, reply, { action, ids: deleted }, { messageKey: 'deleted' });
      }
      const declared = Object.entries(kind.transitions[action] ?? {});
      const already = (row: Row) => declared.every(([name, value]) => row[columnKey(name)] === value);
      const changed = await store.transaction(async (tx) => {
        const done = [];
        for (const id of unique) {
          const result = await store.updateIn(tx, request, id, store.transitionValues(action), { unless: already });
          if (result) done.push(result);
        }
        return done;
      });
      for (const { row, revision } of changed)
        await audit.record(request, {
          action,
          entityType: kind.auditLabel,
          entityId: row.id,
          details: auditDetails(revision),
        });
      return sendData(request, reply, { action, ids: changed.map(({ row }) => row.id) }, { messageKey: 'updated' });
    },
  );
}
