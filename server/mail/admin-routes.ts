import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { z } from 'zod';
import { idParamSchema, paginationQuerySchema, searchQuerySchema } from '#contract/schemas/common.ts';
import { type AdminOutboxMail, adminOutboxMailSchema, OUTBOX_STATUSES } from '#contract/schemas/mail-outbox.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { requireRole } from '../http/auth-guard.ts';
import { pageMeta, sendData } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { likePattern, offsetOf } from '../lib/sql-helpers.ts';
import type { AuditLog } from '../modules/audit/audit-log.ts';
import type { MailSender } from './mail-sender.ts';

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

/** The outbox in the admin: what is waiting, what went out, what failed; a failed mail can be retried. */
export function adminMailOutboxRoutes(db: Db, audit: AuditLog, sender: MailSender): FastifyPluginAsyncZod {
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
  };
}
