import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientsKind } from '#contract/content-kinds/clients.ts';
import { listEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicClientsService } from './service.ts';

export function publicClientsRoutes(clients: PublicClientsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients',
      {
        schema: {
          querystring: languageQuerySchema,
          response: { 200: listEnvelopeSchema(clientsKind.schemas.publicAnswer) },
        },
      },
      async (request, reply) => sendData(request, reply, await clients.active(apiLanguage(request))),
    );
  };
}
