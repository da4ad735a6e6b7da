import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminBackupRun, adminBackupRunSchema } from '#contract/schemas/backups.ts';
import { paginationQuerySchema } from '#contract/schemas/common.ts';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { sendAttachment } from '../../http/attachment.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { BackupRun, BackupsService } from './plugin.ts';

const ENTITY = 'backup';

function toAdmin(run: BackupRun): AdminBackupRun {
  return {
    id: run.id,
    trigger: run.trigger,
    scheduled_for: run.scheduledFor?.toISOString() ?? null,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    file_name: run.fileName,
    bytes: run.bytes,
    error: run.error,
  };
}

/** The site's backups for admins: every run, one made now, an archive downloaded (ADR 0049). */
export function adminBackupRoutes(backups: BackupsService, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));

    app.get(
      '/admin/backups',
      {
        schema: {
          querystring: paginationQuerySchema,
          response: { 200: pageEnvelopeSchema(adminBackupRunSchema) },
        },
      },
      async (request, reply) => {
        const { page, per_page: perPage } = request.query;
        const { rows, total } = await backups.page(page, perPage);
        return sendData(request, reply, rows.map(toAdmin), { meta: pageMeta(page, perPage, total) });
      },
    );

    app.post(
      '/admin/backups',
      { schema: { response: { 201: successEnvelopeSchema(adminBackupRunSchema) } } },
      async (request, reply) => {
        const run = await backups.run().catch((error: unknown) => {
          request.log.error({ err: error }, 'a backup asked for by staff failed');
          throw new HttpError(503, 'backup_failed');
        });
        await audit.record(request, { action: 'create', entityType: ENTITY, entityId: run.id });
        return sendData(request, reply, toAdmin(run), { status: 201, messageKey: 'backup_written' });
      },
    );

    // The archive holds every row and CV of the site: an attachment only admins download.
    app.get(
      '/admin/backups/:fileName',
      { schema: { params: z.object({ fileName: z.string().max(100) }) } },
      async (request, reply) => {
        const archive = await backups.archive(request.params.fileName);
        if (!archive) throw notFound();
        await audit.record(request, { action: 'download', entityType: ENTITY });
        return sendAttachment(reply, {
          type: 'application/gzip',
          name: request.params.fileName,
          body: archive.stream,
          bytes: archive.bytes,
        });
      },
    );
  };
}
