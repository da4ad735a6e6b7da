import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { contactSubmissionSchema } from '#contract/schemas/contact.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { ContactService } from './service.ts';

export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        schema: {
          body: contactSubmissionSchema,
          querystring: languageQuerySchema,
          response: { 201: successEnvelopeSchema(z.object({ id: z.number() })) },
        },
      },
      async (request, reply) => {
        const created = await contact.submit(request.body, { language: apiLanguage(request), ip: request.ip });
        return sendData(request, reply, created, { status: 201, messageKey: 'contact_received' });
      },
    );
  };
}
