import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { z } from 'zod';
import { idParamSchema, paginationQuerySchema, searchQuerySchema } from '#contract/schemas/common.ts';
import {
  type AdminOutboxMail,
  type AdminOutboxMailDetail,
  adminOutboxMailDetailSchema,
  adminOutboxMailSchema,
  OUTBOX_STATUSES,
} from '#contract/schemas/mail-outbox.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { requireRole } from '../http/auth-guard.ts';
import { pageMeta, sendData } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { likePattern, offsetOf } from '../lib/sql-helpers.ts';
import type { AuditLog } from '../modules/audit/audit-log.ts';
import type { MailSender } from './mail-sender.ts';
import { createMailOutbox } from './outbox.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

const listQuerySchema = paginationQuerySchema.extend({
  status: z.enum(OUTBOX_STATUSES, { error: 'invalid_value' }).optional(),
  /** Part of the recipient's address or of the subject. */
  search: searchQuerySchema,
});

function toAdmin(row: OutboxRow): AdminOutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

function toAdminDetail(row: OutboxRow): AdminOutboxMailDetail {
  return { ...toAdmin(row), reply_to: row.replyTo, text: row.textBody, html: row.htmlBody };
}

/**
 * The outbox in the admin: what is waiting, what went out, what failed; a mail can be opened, a failed
 * one retried, a sent one sent again, any one deleted.
 */
export function adminMailOutboxRoutes(db: Db, audit: AuditLog, sender: MailSender): FastifyPluginAsyncZod {
  const outbox = createMailOutbox(db);
  async function findMail(id: number) {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) throw notFound();
    return row;
  }

  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));

    app.get(
      '/admin/mail-outbox',
      { schema: { querystring: listQuerySchema, response: { 200: pageEnvelopeSchema(adminOutboxMailSchema) } } },
      async (request, reply) => {
        const { page, per_page: perPage, status, search } = request.query;
        const conditions: (SQL | undefined)[] = [];
        if (status) conditions.push(eq(mailOutbox.status, status));
        if (search) {
          const pattern = likePattern(search);
          conditions.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern)));
        }
        const where = and(...conditions);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(mailOutbox)
            .where(where)
            .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
            .limit(perPage)
            .offset(offsetOf(page, perPage)),
          db.select({ value: count() }).from(mailOutbox).where(where),
        ]);
        return sendData(request, reply, rows.map(toAdmin), { meta: pageMeta(page, perPage, total?.value ?? 0) });
      },
    );

    app.post(
      '/admin/mail-outbox/:id/retry',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(adminOutboxMailSchema) } } },
      async (request, reply) => {
        const { id } = request.params;
        const [row] = await db
          .update(mailOutbox)
          .set({ status: 'pending', nextAttemptAt: sql`now()` })
          .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')))
          .returning();
        if (!row) {
          const [existing] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
          throw existing ? new HttpError(409, 'mail_already_sent') : notFound();
        }
        await audit.record(request, { action: 'retry', entityType: 'mail_outbox', entityId: row.id });
        sender.trigger();
        return sendData(request, reply, toAdmin(row), { messageKey: 'mail_retry_scheduled' });
      },
    );

    app.get(
      '/admin/mail-outbox/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(adminOutboxMailDetailSchema) } } },
      async (request, reply) => sendData(request, reply, toAdminDetail(await findMail(request.params.id))),
    );

    /** A sent mail goes out again as a new copy: the original keeps its date of sending. */
    app.post(
      '/admin/mail-outbox/:id/resend',
      { schema: { params: idParamSchema, response: { 201: successEnvelopeSchema(adminOutboxMailSchema) } } },
      async (request, reply) => {
        const original = await findMail(request.params.id);
        if (original.status !== 'sent') throw new HttpError(409, 'mail_not_sent');
        const copy = await outbox.enqueue({
          kind: original.kind,
          to: original.toAddress,
          replyTo: original.replyTo ?? undefined,
          subject: original.subject,
          text: original.textBody,
          html: original.htmlBody ?? undefined,
          headers: original.headers ?? undefined,
        });
        if (!copy) throw new Error('outbox insert returned nothing');
        await audit.record(request, {
          action: 'resend',
          entityType: 'mail_outbox',
          entityId: copy.id,
          details: { resent_from: original.id, to: original.toAddress },
        });
        sender.trigger();
        return sendData(request, reply, toAdmin(copy), { status: 201, messageKey: 'mail_resent' });
      },
    );

    app.delete(
      '/admin/mail-outbox/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const [row] = await db.delete(mailOutbox).where(eq(mailOutbox.id, request.params.id)).returning();
        if (!row) throw notFound();
        await audit.record(request, {
          action: 'delete',
          entityType: 'mail_outbox',
          entityId: row.id,
          details: { to: row.toAddress, subject: row.subject, status: row.status },
        });
        return sendData(request, reply, { id: row.id }, { messageKey: 'deleted' });
      },
    );
  };
}
