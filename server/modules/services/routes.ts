import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema, slugParamSchema } from '#contract/schemas/common.ts';
import { serviceListQuerySchema } from '#contract/schemas/service.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicServicesService } from './service.ts';

export function publicServicesRoutes(services: PublicServicesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/services', { schema: { querystring: serviceListQuerySchema } }, async (request, reply) => {
      const { items, total } = await services.list(request.query, apiLanguage(request));
      return sendData(request, reply, items, { meta: pageMeta(request.query.page, request.query.per_page, total) });
    });

    app.get('/services/active', { schema: { querystring: languageQuerySchema } }, async (request, reply) =>
      sendData(request, reply, await services.active(apiLanguage(request))),
    );

    app.get('/services/featured', { schema: { querystring: languageQuerySchema } }, async (request, reply) =>
      sendData(request, reply, await services.featured(apiLanguage(request))),
    );

    app.get(
      '/services/:slug',
      { schema: { params: slugParamSchema, querystring: languageQuerySchema } },
      async (request, reply) =>
        sendData(request, reply, await services.bySlug(request.params.slug, apiLanguage(request))),
    );
  };
}
