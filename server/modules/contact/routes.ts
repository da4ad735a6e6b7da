import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { contactSubmissionSchema } from '#contract/schemas/contact.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { ContactService } from './service.ts';

export function contactRoutes(contact: ContactService, rateLimiter: RateLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      { schema: { body: contactSubmissionSchema, querystring: languageQuerySchema } },
      async (request, reply) => {
        await rateLimiter.enforce(`contact:${request.ip}`, PUBLIC_FORM_LIMITS.contact);
        const created = await contact.submit(request.body, { language: apiLanguage(request), ip: request.ip });
        return sendData(request, reply, created, { status: 201, messageKey: 'contact_received' });
      },
    );
  };
}
