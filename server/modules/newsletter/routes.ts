import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { newsletterSubscriptionSchema } from '#contract/schemas/newsletter.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { NewsletterService } from './service.ts';

export function newsletterRoutes(newsletter: NewsletterService, rateLimiter: RateLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/newsletter',
      { schema: { body: newsletterSubscriptionSchema, querystring: languageQuerySchema } },
      async (request, reply) => {
        await rateLimiter.enforce(`newsletter:${request.ip}`, PUBLIC_FORM_LIMITS.newsletter);
        const { created } = await newsletter.subscribe(request.body.email, apiLanguage(request));
        return sendData(
          request,
          reply,
          { email: request.body.email },
          {
            status: created ? 201 : 200,
            messageKey: 'newsletter_subscribed',
          },
        );
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
        },
      },
      async (request, reply) => {
        await newsletter.unsubscribe(request.query.email, request.query.token);
        return sendData(request, reply, { email: request.query.email });
      },
    );
  };
}
