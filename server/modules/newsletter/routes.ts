import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { newsletterSubscriptionSchema } from '#contract/schemas/newsletter.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { NewsletterService } from './service.ts';

const emailAnswer = successEnvelopeSchema(z.object({ email: z.string() }));

export function newsletterRoutes(newsletter: NewsletterService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/newsletter',
      {
        schema: {
          body: newsletterSubscriptionSchema,
          querystring: languageQuerySchema,
          response: { 200: emailAnswer },
        },
      },
      async (request, reply) => {
        await newsletter.subscribe(request.body.email, { language: apiLanguage(request), ip: request.ip });
        // The same answer for a new and a known address.
        return sendData(request, reply, { email: request.body.email }, { messageKey: 'newsletter_subscribed' });
      },
    );

    app.get(
      '/newsletter/unsubscribe',
      {
        schema: {
          querystring: z.object({
            email: z.email({ error: 'email_invalid' }),
            token: z.string().min(1).max(100),
            lang: z.string().optional(),
          }),
          response: { 200: emailAnswer },
        },
      },
      async (request, reply) => {
        await newsletter.unsubscribe(request.query.email, request.query.token);
        return sendData(request, reply, { email: request.query.email });
      },
    );
  };
}
