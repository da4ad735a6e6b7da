import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ContactService, createContactService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

export const contactPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const contact = createContactService({
      db: app.db,
      settings: app.settingsRepository,
      rateLimiter: app.rateLimiter,
      outboxIn: app.mail.outboxIn,
      // The message is stored first; its notification then leaves without delaying the answer.
      onQueued: () => app.mail.sender.trigger(),
      publicOrigin: new URL(options.publicUrl).origin,
    });
    app.decorate('contact', contact);
  },
  { name: 'contact', dependencies: ['database', 'content', 'rate-limiter', 'mail'] },
);
