import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '#contract/schemas/settings.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicSettingsService } from './service.ts';

export function publicSettingsRoutes(settings: PublicSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings',
      { schema: { querystring: languageQuerySchema, response: { 200: successEnvelopeSchema(publicSettingsSchema) } } },
      async (request, reply) => sendData(request, reply, await settings.get(apiLanguage(request))),
    );
  };
}
