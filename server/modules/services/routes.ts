import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servicesKind } from '#contract/content-kinds/services.ts';
import { listEnvelopeSchema, pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { languageQuerySchema, slugParamSchema } from '#contract/schemas/common.ts';
import { serviceListQuerySchema } from '#contract/schemas/service.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicServicesService } from './service.ts';

export function publicServicesRoutes(services: PublicServicesService): FastifyPluginAsyncZod {
  const item = servicesKind.schemas.publicAnswer;
  const list = listEnvelopeSchema(item);
  const one = successEnvelopeSchema(item);
  return async (app) => {
    app.get(
      '/services',
      { schema: { querystring: serviceListQuerySchema, response: { 200: pageEnvelopeSchema(item) } } },
      async (request, reply) => {
        const { items, total } = await services.list(request.query, apiLanguage(request));
        return sendData(request, reply, items, { meta: pageMeta(request.query.page, request.query.per_page, total) });
      },
    );

    app.get(
      '/services/active',
      { schema: { querystring: languageQuerySchema, response: { 200: list } } },
      async (request, reply) => sendData(request, reply, await services.active(apiLanguage(request))),
    );

    app.get(
      '/services/featured',
      { schema: { querystring: languageQuerySchema, response: { 200: list } } },
      async (request, reply) => sendData(request, reply, await services.featured(apiLanguage(request))),
    );

    app.get(
      '/services/:slug',
      { schema: { params: slugParamSchema, querystring: languageQuerySchema, response: { 200: one } } },
      async (request, reply) =>
        sendData(request, reply, await services.bySlug(request.params.slug, apiLanguage(request))),
    );
  };
}
