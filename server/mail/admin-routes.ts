import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginationQuerySchema } from '#contract/schemas/common.ts';
import type { AdminOutboxMail } from '#contract/schemas/mail-outbox.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { requireRole } from '../http/auth-guard.ts';
import { pageMeta, sendData } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { offsetOf } from '../lib/sql-helpers.ts';
import type { AuditLog } from '../modules/audit/audit-log.ts';
import type { MailSender } from './mail-sender.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

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

/** The outbox in the admin: what is waiting, what went out, what failed; a failed mail can be retried. */
export function adminMailOutboxRoutes(db: Db, audit: AuditLog, sender: MailSender): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));

    app.get('/admin/mail-outbox', { schema: { querystring: paginationQuerySchema } }, async (request, reply) => {
      const { page, per_page: perPage } = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(mailOutbox),
      ]);
      return sendData(request, reply, rows.map(toAdmin), { meta: pageMeta(page, perPage, total?.value ?? 0) });
    });

    app.post('/admin/mail-outbox/:id/retry', { schema: { params: idParamSchema } }, async (request, reply) => {
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
    });
  };
}
