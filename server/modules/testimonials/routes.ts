import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '#contract/languages.ts';
import { MEDIA_MAX_UPLOAD_BYTES } from '#contract/schemas/media.ts';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { z } from 'zod';
import { listEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { idParamSchema, languageQuerySchema } from '#contract/schemas/common.ts';
import {
  TESTIMONIAL_PHOTO_FIELD,
  testimonialSubmissionFromFields,
  testimonialSubmissionSchema,
} from '#contract/schemas/testimonial.ts';
import { sendData } from '../../http/envelope.ts';
import { fieldErrorsFromZod } from '../../http/error-handler.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { receiveMultipartForm } from '../../http/multipart-form.ts';
import { apiLanguage } from '../../http/language.ts';
import type { RelatedTestimonials } from './service.ts';
import type { TestimonialSubmissions } from './submission.ts';

const PHOTO_LIMITS = { fileSize: MEDIA_MAX_UPLOAD_BYTES, files: 1, fields: 12, fieldSize: 16 * 1024, parts: 14 };

/** The fields and the one photo of a multipart testimonial (413 beyond 5 MB; a blank photo is no photo). */
async function receiveTestimonialForm(request: FastifyRequest, language: Language) {
  const { fields, file } = await receiveMultipartForm(request, {
    fileField: TESTIMONIAL_PHOTO_FIELD,
    limits: PHOTO_LIMITS,
    language,
    tooLarge: 'upload_too_large',
  });
  return { body: testimonialSubmissionFromFields(fields), photo: file };
}

/** The testimonials' routes beyond the declared reads: those about one item, and a visitor's submission. */
export function publicTestimonialsRoutes(
  testimonials: RelatedTestimonials,
  submissions: TestimonialSubmissions,
): FastifyPluginAsyncZod {
  const list = listEnvelopeSchema(testimonialsKind.schemas.publicAnswer);
  const found = <T>(items: T | null) => {
    if (items === null) throw notFound();
    return items;
  };
  return async (app) => {
    app.get(
      '/testimonials/service/:id',
      { schema: { params: idParamSchema, querystring: languageQuerySchema, response: { 200: list } } },
      async (request, reply) =>
        sendData(request, reply, found(await testimonials.byService(request.params.id, apiLanguage(request)))),
    );

    app.get(
      '/testimonials/project/:id',
      { schema: { params: idParamSchema, querystring: languageQuerySchema, response: { 200: list } } },
      async (request, reply) =>
        sendData(request, reply, found(await testimonials.byProject(request.params.id, apiLanguage(request)))),
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
          ? await receiveTestimonialForm(request, language)
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
