import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTestimonialSubmissions, type TestimonialSubmissions } from './submission.ts';

declare module 'fastify' {
  interface FastifyInstance {
    testimonialSubmissions: TestimonialSubmissions;
  }
}

/** Clients' testimonials sent from the site: pending, with their photo, their mails queued. */
export const testimonialSubmissionsPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    app.decorate(
      'testimonialSubmissions',
      createTestimonialSubmissions({
        db: app.db,
        settings: app.settingsRepository,
        rateLimiter: app.rateLimiter,
        outboxIn: app.mail.outboxIn,
        media: app.media,
        services: app.publicContent.kinds.services!,
        projects: app.publicContent.kinds.projects!,
        // The testimonial is stored first; its mails then leave without delaying the answer.
        onQueued: () => app.mail.sender.trigger(),
        publicOrigin: new URL(options.publicUrl).origin,
      }),
    );
  },
  { name: 'testimonial-submissions', dependencies: ['database', 'content', 'rate-limiter', 'mail', 'media'] },
);
