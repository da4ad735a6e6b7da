import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import { listEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { languageQuerySchema, slugParamSchema } from '#contract/schemas/common.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicCareersService } from './service.ts';

export function publicCareersRoutes(careers: PublicCareersService): FastifyPluginAsyncZod {
  const item = jobPostsKind.schemas.publicAnswer;
  return async (app) => {
    app.get(
      '/careers',
      { schema: { querystring: languageQuerySchema, response: { 200: listEnvelopeSchema(item) } } },
      async (request, reply) => sendData(request, reply, await careers.open(apiLanguage(request))),
    );

    app.get(
      '/careers/:slug',
      {
        schema: {
          params: slugParamSchema,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(item) },
        },
      },
      async (request, reply) =>
        sendData(request, reply, await careers.bySlug(request.params.slug, apiLanguage(request))),
    );
  };
}
