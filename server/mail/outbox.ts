import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | undefined;
}

/** Mail waits here until a sender delivers it: nothing is dropped when SMTP is down or absent. Answers the queued row. */
export function createMailOutbox(db: Db) {
  return {
    async enqueue(mail: OutgoingMail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          toAddress: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          headers: mail.headers ?? null,
        })
        .returning();
      return row ?? null;
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
