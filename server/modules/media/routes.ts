import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#contract/schemas/common.ts';
import { z } from 'zod';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import {
  adminMediaSchema,
  libraryMediaSchema,
  MEDIA_MAX_UPLOAD_BYTES,
  mediaListQuerySchema,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
} from '#contract/schemas/media.ts';
import { API_MESSAGES } from '#contract/validation-messages.ts';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { labelSeparator } from '#contract/french-typography.ts';
import type { Language } from '#contract/languages.ts';
import type { MediaUsage } from '#contract/schemas/media.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { fieldErrorsFromZod } from '../../http/error-handler.ts';
import { FieldValidationError, HttpError, notFound } from '../../http/errors.ts';
import { findNulCharacter } from '../../http/input-guard.ts';
import { apiLanguage } from '../../http/language.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { detectImageType } from './image-type.ts';
import { UndecodableImageError } from './image-processing.ts';
import type { MediaService } from './service.ts';

const ROLES = ['admin', 'editor'] as const;

/** "Services : Hébergement web", as a 409 lists the items that still show an image. */
function usageLine(usage: MediaUsage, language: Language): string {
  const kind = CONTENT_KINDS.find((candidate) => candidate.name === usage.kind);
  return `${kind ? kind.label[language] : usage.kind}${labelSeparator(language)}${usage.name}`;
}

const unsupportedFormat = () => new HttpError(415, 'upload_unsupported_format');
const fileRequired = (request: FastifyRequest) =>
  new HttpError(422, 'validation_failed', { file: [API_MESSAGES.upload_file_required[apiLanguage(request)]] });

interface ReceivedUpload {
  data: Buffer;
  fileName: string | undefined;
  fields: Record<string, string>;
}

/** Reads the one `file` part (at most 5 MB, buffered) and the text fields of a multipart request. */
async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw fileRequired(request);
  const fields = new Map<string, string>();
  let file: { data: Buffer; fileName: string | undefined } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MEDIA_MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { data, fileName: part.filename };
        else fields.set(part.fieldname, '');
      } else {
        fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'upload_too_large');
    if (code === 'FST_FILES_LIMIT') throw fileRequired(request);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
      throw new HttpError(422, 'validation_failed');
    }
    // A malformed multipart body (no boundary, cut short): the client's fault, not a server error.
    if (code === 'ERR_STREAM_PREMATURE_CLOSE') throw fileRequired(request);
    if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) throw fileRequired(request);
    throw error;
  }
  if (!file || file.data.length === 0) throw fileRequired(request);
  return { ...file, fields: Object.fromEntries(fields) };
}

/** The media library: upload (JPEG, PNG, WebP, AVIF recognized by content, re-encoded), list, describe and delete images; audited. */
export function adminMediaRoutes(media: MediaService, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this scope parses multipart bodies; every other API route keeps answering 415 to them.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MEDIA_MAX_UPLOAD_BYTES, files: 1 },
      throwFileSizeLimit: true,
    });
    app.addHook('onRequest', async (request) => requireRole(request, ROLES));

    app.post(
      '/admin/media',
      { schema: { response: { 201: successEnvelopeSchema(adminMediaSchema) } } },
      async (request, reply) => {
        const upload = await receiveUpload(request);
        const parsedFields = mediaUploadFieldsSchema.safeParse(upload.fields);
        if (!parsedFields.success) {
          throw new HttpError(422, 'validation_failed', fieldErrorsFromZod(apiLanguage(request), parsedFields.error));
        }
        const nulField = findNulCharacter(upload.fields);
        if (nulField) throw new FieldValidationError({ [nulField]: 'invalid_characters' });

        const type = detectImageType(upload.data);
        if (!type) throw unsupportedFormat();
        let created;
        try {
          created = await media.upload({
            data: upload.data,
            type,
            fileName: upload.fileName,
            fields: parsedFields.data,
            userId: request.auth?.user.id ?? null,
          });
        } catch (error) {
          if (error instanceof UndecodableImageError) {
            request.log.info({ err: error }, 'refused an undecodable upload');
            throw unsupportedFormat();
          }
          throw error;
        }
        await audit.record(request, {
          action: 'upload',
          entityType: 'media',
          entityId: created.id,
          details: { base: created.base, kind: created.kind, type, bytes: upload.data.length },
        });
        return sendData(request, reply, created, { status: 201, messageKey: 'created' });
      },
    );

    app.get(
      '/admin/media',
      { schema: { querystring: mediaListQuerySchema, response: { 200: pageEnvelopeSchema(libraryMediaSchema) } } },
      async (request, reply) => {
        const { page, per_page: perPage, search, kind } = request.query;
        const { items, total } = await media.list({ page, perPage, search, kind, language: apiLanguage(request) });
        return sendData(request, reply, items, { meta: pageMeta(page, perPage, total) });
      },
    );

    app.get(
      '/admin/media/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(libraryMediaSchema) } } },
      async (request, reply) => {
        const found = await media.find(request.params.id, apiLanguage(request));
        if (!found) throw notFound();
        return sendData(request, reply, found);
      },
    );

    app.patch(
      '/admin/media/:id',
      {
        schema: {
          params: idParamSchema,
          body: mediaUpdateSchema,
          response: { 200: successEnvelopeSchema(libraryMediaSchema) },
        },
      },
      async (request, reply) => {
        const updated = await media.update(request.params.id, request.body, apiLanguage(request));
        if (!updated) throw notFound();
        await audit.record(request, {
          action: 'update',
          entityType: 'media',
          entityId: updated.id,
          details: { base: updated.base, fields: ['alt'] },
        });
        return sendData(request, reply, updated, { messageKey: 'updated' });
      },
    );

    app.delete(
      '/admin/media/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const language = apiLanguage(request);
        const found = await media.find(request.params.id, language);
        if (!found) throw notFound();
        if (found.usages.length > 0) {
          throw new HttpError(409, 'media_in_use', { usages: found.usages.map((usage) => usageLine(usage, language)) });
        }
        const removed = await media.remove(request.params.id);
        if (!removed) throw notFound();
        await audit.record(request, {
          action: 'delete',
          entityType: 'media',
          entityId: removed.id,
          details: { base: removed.base },
        });
        return sendData(request, reply, { id: removed.id }, { messageKey: 'deleted' });
      },
    );
  };
}
