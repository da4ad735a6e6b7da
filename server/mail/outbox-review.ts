import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { likePattern, pageOf } from '../lib/sql-helpers.ts';
import { createMailOutbox } from './outbox.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutboxFilters {
  status?: OutboxRow['status'] | undefined;
  /** Part of the recipient's address or of the subject. */
  search?: string | undefined;
}

/** What an admin does with the outbox: read it, retry a failed mail, send a sent one again, delete one. */
export function createOutboxReview(db: Db) {
  const outbox = createMailOutbox(db);
  async function find(id: number) {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    find,

    async page({ status, search }: OutboxFilters, page: number, perPage: number) {
      const conditions: (SQL | undefined)[] = [];
      if (status) conditions.push(eq(mailOutbox.status, status));
      if (search) {
        const pattern = likePattern(search);
        conditions.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern)));
      }
      const where = and(...conditions);
      return pageOf(
        db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).$dynamic(),
        db.select({ value: count() }).from(mailOutbox).where(where),
        page,
        perPage,
      );
    },

    /** Puts a mail not yet sent back in the queue, due now; a sent one answers 409. */
    async retry(id: number) {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'pending', nextAttemptAt: sql`now()` })
        .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')))
        .returning();
      if (row) return row;
      const [existing] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
      throw existing ? new HttpError(409, 'mail_already_sent') : notFound();
    },

    /** A sent mail goes out again as a new copy: the original keeps its date of sending. */
    async resend(id: number) {
      const original = await find(id);
      if (original.status !== 'sent') throw new HttpError(409, 'mail_not_sent');
      const copy = await outbox.enqueue({
        kind: original.kind,
        to: original.toAddress,
        replyTo: original.replyTo ?? undefined,
        subject: original.subject,
        text: original.textBody,
        html: original.htmlBody ?? undefined,
        headers: original.headers ?? undefined,
        attachments: original.attachments ?? undefined,
      });
      if (!copy) throw new Error('outbox insert returned nothing');
      return { original, copy };
    },

    async remove(id: number) {
      const [row] = await db.delete(mailOutbox).where(eq(mailOutbox.id, id)).returning();
      if (!row) throw notFound();
      return row;
    },
  };
}

export type OutboxReview = ReturnType<typeof createOutboxReview>;
