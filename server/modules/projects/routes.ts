import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectsKind } from '#contract/content-kinds/projects.ts';
import { listEnvelopeSchema, pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { z } from 'zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { projectListQuerySchema } from '#contract/schemas/project.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicProjectsService } from './service.ts';

export function publicProjectsRoutes(projects: PublicProjectsService): FastifyPluginAsyncZod {
  const item = projectsKind.schemas.publicAnswer;
  return async (app) => {
    app.get(
      '/projects',
      { schema: { querystring: projectListQuerySchema, response: { 200: pageEnvelopeSchema(item) } } },
      async (request, reply) => {
        const { items, total } = await projects.list(request.query, apiLanguage(request));
        return sendData(request, reply, items, { meta: pageMeta(request.query.page, request.query.per_page, total) });
      },
    );

    app.get(
      '/projects/featured',
      { schema: { querystring: languageQuerySchema, response: { 200: listEnvelopeSchema(item) } } },
      async (request, reply) => sendData(request, reply, await projects.featured(apiLanguage(request))),
    );

    app.get(
      '/projects/:key',
      {
        schema: {
          params: z.object({ key: z.string().trim().min(1).max(200) }),
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(item) },
        },
      },
      async (request, reply) =>
        sendData(request, reply, await projects.byKey(request.params.key, apiLanguage(request))),
    );
  };
}
