import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../lib/every.ts';
import type { TimeOfDay } from '../../lib/time-of-day.ts';
import { createFollowUpReminders, type FollowUpReminders } from './follow-up-reminders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    followUpReminders: FollowUpReminders;
  }
}

/** Often enough that the day's reminders leave within minutes of their time, on whichever instance looks first. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

/** The day's follow-up reminders to staff (ADR 0055): looked for every few minutes, and after a lead's change. */
export const followUpRemindersPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; at: TimeOfDay | null; now?: () => Date }) => {
    const reminders = createFollowUpReminders({
      db: app.db,
      outboxIn: app.mail.outboxIn,
      publicUrl: options.publicUrl,
      at: options.at,
      onQueued: () => app.mail.sender.trigger(),
      now: options.now,
    });
    app.decorate('followUpReminders', reminders);
    if (options.at) every(app, 'sending the follow-up reminders', CHECK_EVERY_MS, reminders.sendDue);
  },
  { name: 'follow-up-reminders', dependencies: ['database', 'mail'] },
);
