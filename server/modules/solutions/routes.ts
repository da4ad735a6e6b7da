import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { solutionsKind } from '#contract/content-kinds/solutions.ts';
import { listEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { languageQuerySchema, slugParamSchema } from '#contract/schemas/common.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicSolutionsService } from './service.ts';

export function publicSolutionsRoutes(solutions: PublicSolutionsService): FastifyPluginAsyncZod {
  const item = solutionsKind.schemas.publicAnswer;
  return async (app) => {
    app.get(
      '/solutions',
      { schema: { querystring: languageQuerySchema, response: { 200: listEnvelopeSchema(item) } } },
      async (request, reply) => sendData(request, reply, await solutions.active(apiLanguage(request))),
    );

    app.get(
      '/solutions/:slug',
      {
        schema: {
          params: slugParamSchema,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(item) },
        },
      },
      async (request, reply) =>
        sendData(request, reply, await solutions.bySlug(request.params.slug, apiLanguage(request))),
    );
  };
}
