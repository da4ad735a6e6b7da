import { and, count, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  isVisitorAddressedMail,
  type MailAttachment,
  mailboxOf,
  mailOutbox,
  type VisitorAddressedMailKind,
} from '../db/schema.ts';

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | undefined;
  /** Files sent with it (a quote's PDF). */
  attachments?: MailAttachment[] | undefined;
}

/** A mail to an address a visitor typed: an acknowledgement or a newsletter confirmation. */
export interface VisitorAddressedMail extends OutgoingMail {
  kind: VisitorAddressedMailKind;
}

/**
 * Mails of VISITOR_ADDRESSED_MAIL_KINDS one mailbox gets in 24 hours, all kinds together: a visitor
 * typing a stranger's address (with any +tag) sends them this many at most (ADR 0037).
 */
export const VISITOR_MAILS_PER_MAILBOX_PER_DAY = 3;

/** Mail waits here until a sender delivers it: nothing is dropped when SMTP is down or absent. Answers the queued row. */
export function createMailOutbox(db: Db) {
  async function enqueue(mail: OutgoingMail) {
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
        attachments: mail.attachments ?? null,
      })
      .returning();
    return row ?? null;
  }

  return {
    enqueue,

    /**
     * Queues the mail unless its mailbox already had its share of such mails in the last 24 hours
     * (answers null then). Call it inside the transaction that stores what the mail is about: the
     * lock, held until that transaction ends, makes several servers count one after the other.
     */
    async enqueueToVisitor(mail: VisitorAddressedMail) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'visitor-mailbox:'} || ${mailboxOf(mail.to)}))`);
      const [sent] = await db
        .select({ count: count() })
        .from(mailOutbox)
        .where(
          and(
            isVisitorAddressedMail(mailOutbox.kind),
            sql`${mailboxOf(mailOutbox.toAddress)} = ${mailboxOf(mail.to)}`,
            gt(mailOutbox.createdAt, sql`now() - interval '24 hours'`),
          ),
        );
      if ((sent?.count ?? 0) >= VISITOR_MAILS_PER_MAILBOX_PER_DAY) return null;
      return enqueue(mail);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
