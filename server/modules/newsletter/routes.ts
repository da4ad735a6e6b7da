import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { newsletterLinkSchema, newsletterSubscriptionSchema } from '#contract/schemas/newsletter.ts';
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
        // The same answer for a new, a pending and a confirmed address.
        return sendData(request, reply, { email: request.body.email }, { messageKey: 'newsletter_subscribed' });
      },
    );

    /** The confirmation link's API twin (the mail links to the page, which calls the same service). */
    app.post(
      '/newsletter/confirm',
      {
        schema: {
          body: newsletterLinkSchema.strict(),
          querystring: languageQuerySchema,
          response: {
            200: successEnvelopeSchema(z.object({ email: z.string(), state: z.enum(['confirmed', 'expired']) })),
          },
        },
      },
      async (request, reply) => {
        const state = await newsletter.confirm(request.body);
        return sendData(
          request,
          reply,
          { email: request.body.email, state },
          state === 'confirmed' ? { messageKey: 'newsletter_confirmed' } : {},
        );
      },
    );

    app.get(
      '/newsletter/unsubscribe',
      {
        schema: {
          querystring: newsletterLinkSchema.extend({ lang: z.string().optional() }),
          response: { 200: emailAnswer },
        },
      },
      async (request, reply) => {
        await newsletter.unsubscribe(request.query);
        return sendData(request, reply, { email: request.query.email }, { messageKey: 'newsletter_unsubscribed' });
      },
    );
  };
}
