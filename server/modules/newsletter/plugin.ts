import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAfterAnswer } from '../../lib/after-answer.ts';
import { every } from '../../lib/every.ts';
import { createNewsletterIssues, NEWSLETTER_BATCH, type NewsletterIssues } from './issues.ts';
import { createNewsletterService, type NewsletterService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
    newsletterIssues: NewsletterIssues;
  }
}

const HOUR_MS = 60 * 60 * 1000;

export interface NewsletterPluginOptions {
  secret: string;
  publicUrl: string;
  /** Subscribers per batch and time between batches of a sending (NEWSLETTER_BATCH unless said). */
  batch?: { size?: number; intervalMs?: number } | undefined;
}

export const newsletterPlugin = fp(
  async (app: FastifyInstance, { batch, ...options }: NewsletterPluginOptions) => {
    const onQueued = () => app.mail.sender.trigger();
    const outboxIn = app.mail.outboxIn;
    const afterAnswer = createAfterAnswer((error) =>
      app.log.error({ err: error }, 'registering a subscription failed'),
    );
    // Registered after the database and the mail: closed before them, once the subscriptions under way are stored.
    app.addHook('onClose', () => afterAnswer.settled());
    const newsletter = createNewsletterService({
      db: app.db,
      rateLimiter: app.rateLimiter,
      settings: app.settingsRepository,
      outboxIn,
      onQueued,
      afterAnswer,
      ...options,
    });
    const issues = createNewsletterIssues({ db: app.db, newsletter, outboxIn, onQueued, batchSize: batch?.size });
    app.decorate('newsletter', newsletter);
    app.decorate('newsletterIssues', issues);
    // A delete by date: several servers running it at once erase the same rows once.
    every(app, 'purging unconfirmed newsletter subscribers', HOUR_MS, () => newsletter.purgeUnconfirmed());
    every(app, 'sending newsletters', batch?.intervalMs ?? NEWSLETTER_BATCH.intervalMs, () => issues.sendBatch());
  },
  { name: 'newsletter', dependencies: ['database', 'content', 'rate-limiter', 'mail'] },
);
