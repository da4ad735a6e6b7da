import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema, slugParamSchema } from '#contract/schemas/common.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicCareersService } from './service.ts';

export function publicCareersRoutes(careers: PublicCareersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/careers', { schema: { querystring: languageQuerySchema } }, async (request, reply) =>
      sendData(request, reply, await careers.open(apiLanguage(request))),
    );

    app.get(
      '/careers/:slug',
      { schema: { params: slugParamSchema, querystring: languageQuerySchema } },
      async (request, reply) =>
        sendData(request, reply, await careers.bySlug(request.params.slug, apiLanguage(request))),
    );
  };
}
