import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../lib/every.ts';
import { createPersonalData, type PersonalDataService } from './personal-data.ts';
import { purgeExpiredMessages } from './retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    personalData: PersonalDataService;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** A person's data found, exported and erased on request (ADR 0051); messages removed past their retention. */
export const privacyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'personalData',
      createPersonalData({ db: app.db, cvStorage: app.jobApplications.cvStorage, media: app.media }),
    );
    every(app, 'removing messages past their retention time', HOUR_MS, () => purgeExpiredMessages(app.db));
  },
  { name: 'privacy', dependencies: ['database', 'media', 'job-applications'] },
);
