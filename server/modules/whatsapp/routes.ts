import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whatsAppClickSchema } from '#contract/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { recordWhatsAppClick } from './clicks.ts';

/** A visitor's page may not count more taps than a person makes. */
const CLICK_LIMIT = { limit: 30, windowSeconds: 15 * 60 } as const;

export function whatsAppClickRoutes(db: Db, rateLimiter: RateLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    // navigator.sendBeacon sends a string as text/plain (a JSON type would need a preflight elsewhere).
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'invalid_json'), undefined);
      }
    });

    app.post('/whatsapp-clicks', { schema: { body: whatsAppClickSchema } }, async (request, reply) => {
      await rateLimiter.enforce(`whatsapp-click:${request.ip}`, CLICK_LIMIT);
      await recordWhatsAppClick(db, request.body);
      return reply.code(204).send();
    });
  };
}
