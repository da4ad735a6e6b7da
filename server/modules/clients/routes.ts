import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicClientsService } from './service.ts';

export function publicClientsRoutes(clients: PublicClientsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/clients', { schema: { querystring: languageQuerySchema } }, async (request, reply) =>
      sendData(request, reply, await clients.active(apiLanguage(request))),
    );
  };
}
