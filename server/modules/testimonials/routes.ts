import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { z } from 'zod';
import { listEnvelopeSchema, pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { idParamSchema, languageQuerySchema } from '#contract/schemas/common.ts';
import { testimonialListQuerySchema, testimonialSubmissionSchema } from '#contract/schemas/testimonial.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { PublicTestimonialsService } from './service.ts';

export function publicTestimonialsRoutes(
  testimonials: PublicTestimonialsService,
  rateLimiter: RateLimiter,
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

    app.post(
      '/testimonials',
      {
        schema: {
          body: testimonialSubmissionSchema,
          querystring: languageQuerySchema,
          response: { 201: successEnvelopeSchema(z.object({ id: z.number(), status: z.literal('pending') })) },
        },
      },
      async (request, reply) => {
        await rateLimiter.enforce(`testimonial:${request.ip}`, PUBLIC_FORM_LIMITS.testimonial);
        const created = await testimonials.submit(request.body, apiLanguage(request));
        return sendData(request, reply, created, { status: 201, messageKey: 'testimonial_received' });
      },
    );
  };
}
