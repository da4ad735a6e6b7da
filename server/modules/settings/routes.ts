import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicSettingsService } from './service.ts';

export function publicSettingsRoutes(settings: PublicSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/settings', { schema: { querystring: languageQuerySchema } }, async (request, reply) =>
      sendData(request, reply, await settings.get(apiLanguage(request))),
    );
  };
}
