import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNewsletterService, type NewsletterService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

export const newsletterPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; publicUrl: string }) => {
    app.decorate('newsletter', createNewsletterService({ db: app.db, rateLimiter: app.rateLimiter, ...options }));
  },
  { name: 'newsletter', dependencies: ['database', 'rate-limiter'] },
);
