import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '#contract/languages.ts';
import { MEDIA_MAX_UPLOAD_BYTES } from '#contract/schemas/media.ts';
import { API_MESSAGES } from '#contract/validation-messages.ts';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { z } from 'zod';
import { listEnvelopeSchema, pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { idParamSchema, languageQuerySchema } from '#contract/schemas/common.ts';
import {
  TESTIMONIAL_PHOTO_FIELD,
  testimonialListQuerySchema,
  testimonialSubmissionFromFields,
  testimonialSubmissionSchema,
} from '#contract/schemas/testimonial.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { fieldErrorsFromZod } from '../../http/error-handler.ts';
import { FieldValidationError, HttpError } from '../../http/errors.ts';
import { findNulCharacter } from '../../http/input-guard.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicTestimonialsService } from './service.ts';
import type { SubmittedPhoto, TestimonialSubmissions } from './submission.ts';

const PHOTO_LIMITS = { fileSize: MEDIA_MAX_UPLOAD_BYTES, files: 1, fields: 12, fieldSize: 16 * 1024, parts: 14 };

/**
 * The fields and the one photo of a multipart testimonial. The photo is buffered up to 5 MB (413
 * beyond); an empty file part (a form whose photo was left blank) is no photo.
 */
async function receiveMultipart(
  request: FastifyRequest,
  language: Language,
): Promise<{ body: Record<string, unknown>; photo: SubmittedPhoto | null }> {
  const fields: Record<string, string> = {};
  let photo: SubmittedPhoto | null = null;
  const onPhoto = (message: string) => ({ [TESTIMONIAL_PHOTO_FIELD]: [message] });
  try {
    for await (const part of request.parts({ limits: { ...PHOTO_LIMITS, headerPairs: 50 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== TESTIMONIAL_PHOTO_FIELD) fields[part.fieldname] = '';
        else if (data.length > 0) photo = { data, fileName: part.filename };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.valueTruncated) throw new FieldValidationError({ [part.fieldname]: 'too_long' });
      fields[part.fieldname] = value;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'upload_too_large', onPhoto(API_MESSAGES.upload_too_large[language]));
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(422, 'validation_failed');
    }
    // A malformed multipart body (no boundary, cut short): the client's fault, not a server error.
    if (code === 'FST_PROTO_VIOLATION' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new HttpError(400, 'validation_failed');
    }
    if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
      throw new HttpError(400, 'validation_failed');
    }
    throw error;
  }
  const nulField = findNulCharacter(fields);
  if (nulField) throw new FieldValidationError({ [nulField]: 'invalid_characters' });
  return { body: testimonialSubmissionFromFields(fields), photo };
}

export function publicTestimonialsRoutes(
  testimonials: PublicTestimonialsService,
  submissions: TestimonialSubmissions,
): FastifyPluginAsyncZod {
  const item = testimonialsKind.schemas.publicAnswer;
  const list = listEnvelopeSchema(item);
  return async (app) => {
    app.get(
      '/testimonials',
      { schema: { querystring: testimonialListQuerySchema, response: { 200: pageEnvelopeSchema(item) } } },
      async (request, reply) => {
        const { items, total } = await testimonials.list(request.query, apiLanguage(request));
        return sendData(request, reply, items, { meta: pageMeta(request.query.page, request.query.per_page, total) });
      },
    );

    app.get(
      '/testimonials/approved',
      { schema: { querystring: languageQuerySchema, response: { 200: list } } },
      async (request, reply) => sendData(request, reply, await testimonials.approved(apiLanguage(request))),
    );

    app.get(
      '/testimonials/featured',
      { schema: { querystring: languageQuerySchema, response: { 200: list } } },
      async (request, reply) => sendData(request, reply, await testimonials.featured(apiLanguage(request))),
    );

    app.get(
      '/testimonials/service/:id',
      { schema: { params: idParamSchema, querystring: languageQuerySchema, response: { 200: list } } },
      async (request, reply) =>
        sendData(request, reply, await testimonials.byService(request.params.id, apiLanguage(request))),
    );

    app.get(
      '/testimonials/project/:id',
      { schema: { params: idParamSchema, querystring: languageQuerySchema, response: { 200: list } } },
      async (request, reply) =>
        sendData(request, reply, await testimonials.byProject(request.params.id, apiLanguage(request))),
    );

    // Only this scope parses multipart bodies (a testimonial with its photo); JSON is taken as before.
    await app.register(fastifyMultipart, { limits: PHOTO_LIMITS, throwFileSizeLimit: true });

    app.post(
      '/testimonials',
      {
        schema: {
          querystring: languageQuerySchema,
          response: { 201: successEnvelopeSchema(z.object({ id: z.number(), status: z.literal('pending') })) },
        },
      },
      async (request, reply) => {
        const language = apiLanguage(request);
        const { body, photo } = request.isMultipart()
          ? await receiveMultipart(request, language)
          : { body: request.body, photo: null };
        const parsed = testimonialSubmissionSchema.safeParse(body);
        if (!parsed.success) {
          throw new HttpError(422, 'validation_failed', fieldErrorsFromZod(language, parsed.error));
        }
        const created = await submissions.submit(parsed.data, { language, ip: request.ip }, photo);
        return sendData(request, reply, created, { status: 201, messageKey: 'testimonial_received' });
      },
    );
  };
}
