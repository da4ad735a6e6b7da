import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, languageQuerySchema } from '#contract/schemas/common.ts';
import { listEnvelopeSchema, pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import {
  adminJobApplicationJobSchema,
  adminJobApplicationListQuerySchema,
  adminJobApplicationSchema,
  adminJobApplicationSummarySchema,
  jobApplicationIdSchema,
  jobApplicationNoteInputSchema,
  jobApplicationStageInputSchema,
} from '#contract/schemas/job-application.ts';
import { sendAttachment } from '../../http/attachment.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { CvStorage } from './cv-storage.ts';
import type { JobApplicationsRepository } from './repository.ts';

const ENTITY = 'job_application';

/** Staff (admin and editor) read applications per job, move them between stages, annotate them, get the CV. */
export function adminJobApplicationRoutes(
  repository: JobApplicationsRepository,
  cvStorage: CvStorage,
  audit: AuditLog,
): FastifyPluginAsyncZod {
  const detailEnvelope = successEnvelopeSchema(adminJobApplicationSchema);
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get(
      '/admin/job-applications',
      {
        schema: {
          querystring: adminJobApplicationListQuerySchema,
          response: { 200: pageEnvelopeSchema(adminJobApplicationSummarySchema) },
        },
      },
      async (request, reply) => {
        const { items, total } = await repository.list(request.query, apiLanguage(request));
        return sendData(request, reply, items, { meta: pageMeta(request.query.page, request.query.per_page, total) });
      },
    );

    app.get(
      '/admin/job-applications/jobs',
      {
        schema: {
          querystring: languageQuerySchema,
          response: { 200: listEnvelopeSchema(adminJobApplicationJobSchema) },
        },
      },
      async (request, reply) => sendData(request, reply, await repository.jobs(apiLanguage(request))),
    );

    app.get(
      '/admin/job-applications/:id',
      { schema: { params: idParamSchema, response: { 200: detailEnvelope } } },
      async (request, reply) => {
        const application = await repository.detail(request.params.id, apiLanguage(request));
        if (!application) throw notFound();
        return sendData(request, reply, application);
      },
    );

    app.patch(
      '/admin/job-applications/:id/stage',
      { schema: { params: idParamSchema, body: jobApplicationStageInputSchema, response: { 200: detailEnvelope } } },
      async (request, reply) => {
        const { id } = request.params;
        const before = await repository.find(id);
        if (!before) throw notFound();
        await repository.setStage(id, request.body.stage);
        await audit.record(request, {
          action: 'stage',
          entityType: ENTITY,
          entityId: id,
          details: { from: before.stage, to: request.body.stage },
        });
        const application = await repository.detail(id, apiLanguage(request));
        if (!application) throw notFound();
        return sendData(request, reply, application, { messageKey: 'updated' });
      },
    );

    app.post(
      '/admin/job-applications/:id/notes',
      { schema: { params: idParamSchema, body: jobApplicationNoteInputSchema, response: { 201: detailEnvelope } } },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await repository.find(id))) throw notFound();
        const user = request.auth?.user;
        const note = await repository.addNote(id, request.body.body, { id: user?.id ?? 0, name: user?.name ?? '' });
        await audit.record(request, {
          action: 'note',
          entityType: ENTITY,
          entityId: id,
          details: { note_id: note?.id },
        });
        const application = await repository.detail(id, apiLanguage(request));
        if (!application) throw notFound();
        return sendData(request, reply, application, { status: 201, messageKey: 'created' });
      },
    );

    // The CV as an attachment of its checked type, never cached, never sniffed into something a browser runs.
    app.get('/admin/job-applications/:id/cv', { schema: { params: idParamSchema } }, async (request, reply) => {
      const application = await repository.find(request.params.id);
      if (!application) throw notFound();
      const data = await cvStorage.read(application.cvKey);
      if (!data) throw notFound();
      await audit.record(request, { action: 'download', entityType: ENTITY, entityId: application.id });
      return sendAttachment(reply, { type: application.cvMimeType, name: application.cvFileName, body: data });
    });

    app.delete(
      '/admin/job-applications/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(jobApplicationIdSchema) } } },
      async (request, reply) => {
        const removed = await repository.remove(request.params.id);
        if (!removed) throw notFound();
        await cvStorage.remove([removed.cvKey]);
        await audit.record(request, { action: 'delete', entityType: ENTITY, entityId: removed.id });
        return sendData(request, reply, { id: removed.id }, { messageKey: 'deleted' });
      },
    );
  };
}
