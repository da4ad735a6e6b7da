import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { createMailSender, DEFAULT_MAIL_FROM, type MailSender } from './mail-sender.ts';
import { createMailOutbox, type MailOutbox } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** The outbox inside a transaction, so that a mail is queued with the row it is about or not at all. */
      outboxIn: (db: Db) => MailOutbox;
      sender: MailSender;
    };
  }
}

/** Mail waits in the outbox table; with SMTP_URL the sender delivers it, with retries. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { smtpUrl?: string | undefined; from?: string | undefined }) => {
    const sender = createMailSender({
      db: app.db,
      smtpUrl: options.smtpUrl,
      from: options.from ?? DEFAULT_MAIL_FROM,
      log: app.log,
    });
    app.decorate('mail', { outboxIn: createMailOutbox, sender });
    if (!sender.enabled) app.log.info('SMTP_URL is not set: mail waits in the outbox (admin, mail outbox)');
    sender.start();
    app.addHook('onClose', () => sender.close());
  },
  { name: 'mail', dependencies: ['database'] },
);
