import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { pageScheduleInputSchema, pageScheduleSchema } from '#contract/schemas/page-schedule.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { takeExpectedVersion } from '../../http/versions.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { PageSchedules } from './page-schedules.ts';
import { pagesKind } from '#contract/content-kinds/all-kinds.ts';

/**
 * A page's change scheduled for a later minute (ADR 0071): read it, schedule one (the page whole and
 * `publish_at`, from the version the editor read) or withdraw it. Each write audited.
 */
export function pageScheduleRoutes(schedules: PageSchedules, audit: AuditLog): FastifyPluginAsyncZod {
  const path = `/admin/${pagesKind.name}/:id/schedule`;
  const entityType = pagesKind.auditLabel;
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, pagesKind.roles));
    app.addHook('preValidation', takeExpectedVersion);

    // The pages list marks each page with a change waiting.
    app.get(
      `/admin/${pagesKind.name}/schedules`,
      {
        schema: {
          response: {
            200: successEnvelopeSchema(z.array(z.object({ page_id: z.number(), publish_at: z.string() }))),
          },
        },
      },
      async (request, reply) => sendData(request, reply, await schedules.list()),
    );

    app.get(
      path,
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(pageScheduleSchema.nullable()) } } },
      async (request, reply) => sendData(request, reply, await schedules.find(request.params.id)),
    );

    app.put(
      path,
      {
        schema: {
          params: idParamSchema,
          body: pageScheduleInputSchema,
          response: { 200: successEnvelopeSchema(pageScheduleSchema) },
        },
      },
      async (request, reply) => {
        const { publish_at: publishAt, ...page } = request.body as { publish_at: string } & Record<string, unknown>;
        const id = request.params.id;
        const scheduled = await schedules.save(request, id, page, new Date(publishAt));
        await audit.record(request, {
          action: 'schedule',
          entityType,
          entityId: id,
          details: { fields: scheduled.changed_fields, publish_at: scheduled.publish_at },
        });
        return sendData(request, reply, scheduled, { messageKey: 'updated' });
      },
    );

    app.delete(
      path,
      {
        schema: {
          params: idParamSchema,
          response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) },
        },
        // Nothing the public sees changes: the page stays as it is.
        config: { keepsContent: true },
      },
      async (request, reply) => {
        const id = request.params.id;
        if (!(await schedules.cancel(id))) throw notFound();
        await audit.record(request, { action: 'unschedule', entityType, entityId: id });
        return sendData(request, reply, { id }, { messageKey: 'deleted' });
      },
    );
  };
}
