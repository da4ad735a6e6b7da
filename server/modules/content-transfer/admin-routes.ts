import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentImportQuerySchema,
  contentImportReportSchema,
  type ContentImportReport,
} from '#contract/schemas/content-transfer.ts';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import type { Db } from '../../db/client.ts';
import { sendAttachment } from '../../http/attachment.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { siteVersion } from '../../lib/site-version.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { MediaService } from '../media/service.ts';
import { ContentFileError, exportContent, openContentFile } from './content-file.ts';
import { checkContentImport, ContentImportConflicts, importContent } from './import.ts';

const ENTITY = 'content';
/** A whole site's content with its images: larger than any form, within what one request may hold in memory. */
const CONTENT_FILE_LIMIT = 256 * 1024 * 1024;
/** The types a browser gives a .zip file (Windows names it x-zip-compressed). */
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

/** The file as sent, opened and checked: 422 in the staff member's language when it is not ours. */
function openedFile(body: unknown) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(422, 'content_file_invalid');
  try {
    return openContentFile(body);
  } catch (error) {
    if (error instanceof ContentFileError) throw new HttpError(422, 'content_file_invalid');
    throw error;
  }
}

/**
 * The site's content as one file, and that file imported into another site (issue 34): export,
 * check (what an import would do, nothing written), import. Admins only: the file holds every item,
 * published or not.
 */
export function adminContentTransferRoutes(db: Db, media: MediaService, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));
    app.addContentTypeParser(ZIP_TYPES, { parseAs: 'buffer', bodyLimit: CONTENT_FILE_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const reportEnvelope = successEnvelopeSchema(contentImportReportSchema);

    // Made on the spot and never cached: it holds drafts too.
    app.get('/admin/content-transfer/export', async (request, reply) => {
      const now = new Date();
      const file = await exportContent(db, media.storage, { appVersion: await siteVersion(), now });
      await audit.record(request, { action: 'export', entityType: ENTITY });
      const name = `weltaare-content-${now.toISOString().slice(0, 10)}.zip`;
      return sendAttachment(reply, { type: 'application/zip', name, body: file });
    });

    app.post(
      '/admin/content-transfer/check',
      {
        bodyLimit: CONTENT_FILE_LIMIT,
        config: { keepsContent: true },
        schema: { querystring: languageQuerySchema, response: { 200: reportEnvelope } },
      },
      async (request, reply) =>
        sendData(request, reply, await checkContentImport(db, openedFile(request.body), apiLanguage(request))),
    );

    app.post(
      '/admin/content-transfer/import',
      {
        bodyLimit: CONTENT_FILE_LIMIT,
        schema: {
          querystring: contentImportQuerySchema.extend(languageQuerySchema.shape),
          response: { 200: reportEnvelope },
        },
      },
      async (request, reply) => {
        const file = openedFile(request.body);
        let report: ContentImportReport;
        try {
          report = await importContent(db, media.storage, file, {
            skipExisting: request.query.on_conflict === 'skip',
            language: apiLanguage(request),
          });
        } catch (error) {
          if (error instanceof ContentImportConflicts) throw new HttpError(409, 'content_import_conflicts');
          // An editor saved an item of the same address between the check and the import.
          if (isUniqueViolation(error)) throw new HttpError(409, 'content_import_conflicts');
          if (error instanceof ContentFileError) throw new HttpError(422, 'content_file_invalid');
          throw error;
        }
        const items = report.kinds.reduce((sum, kind) => sum + kind.items - kind.conflicts.length, 0);
        await audit.record(request, {
          action: 'import',
          entityType: ENTITY,
          details: { items, images: report.media.images - report.media.already_here, settings: report.settings.length },
        });
        return sendData(request, reply, report, { messageKey: 'content_imported' });
      },
    );
  };
}
