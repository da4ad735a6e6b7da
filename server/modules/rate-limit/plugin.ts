import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../lib/every.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export const rateLimiterPlugin = fp(
  async (app: FastifyInstance, options: { formRateLimit?: number | undefined }) => {
    const rateLimiter = createRateLimiter(app.db, undefined, options.formRateLimit);
    app.decorate('rateLimiter', rateLimiter);
    every(app, 'pruning old rate-limit windows', 60 * 60 * 1000, () => rateLimiter.prune());
  },
  { name: 'rate-limiter', dependencies: ['database'] },
);
