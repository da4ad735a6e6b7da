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
import { requireRole } from '../http/auth-guard.ts';
import { pageMeta, sendData } from '../http/envelope.ts';
import type { AuditLog } from '../modules/audit/audit-log.ts';
import type { MailSender } from './mail-sender.ts';
import type { OutboxReview, OutboxRow } from './outbox-review.ts';

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
  return {
    ...toAdmin(row),
    reply_to: row.replyTo,
    text: row.textBody,
    html: row.htmlBody,
    attachments: (row.attachments ?? []).map((file) => ({
      filename: file.filename,
      content_type: file.content_type,
      bytes: Buffer.byteLength(file.content_base64, 'base64'),
    })),
  };
}

/**
 * The outbox in the admin: what is waiting, what went out, what failed; a mail can be opened, a failed
 * one retried, a sent one sent again, any one deleted.
 */
export function adminMailOutboxRoutes(
  outbox: OutboxReview,
  audit: AuditLog,
  sender: MailSender,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));

    app.get(
      '/admin/mail-outbox',
      { schema: { querystring: listQuerySchema, response: { 200: pageEnvelopeSchema(adminOutboxMailSchema) } } },
      async (request, reply) => {
        const { page, per_page: perPage, status, search } = request.query;
        const { rows, total } = await outbox.page({ status, search }, page, perPage);
        return sendData(request, reply, rows.map(toAdmin), { meta: pageMeta(page, perPage, total) });
      },
    );

    app.post(
      '/admin/mail-outbox/:id/retry',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(adminOutboxMailSchema) } } },
      async (request, reply) => {
        const row = await outbox.retry(request.params.id);
        await audit.record(request, { action: 'retry', entityType: 'mail_outbox', entityId: row.id });
        sender.trigger();
        return sendData(request, reply, toAdmin(row), { messageKey: 'mail_retry_scheduled' });
      },
    );

    app.get(
      '/admin/mail-outbox/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(adminOutboxMailDetailSchema) } } },
      async (request, reply) => sendData(request, reply, toAdminDetail(await outbox.find(request.params.id))),
    );

    /** A sent mail goes out again as a new copy: the original keeps its date of sending. */
    app.post(
      '/admin/mail-outbox/:id/resend',
      { schema: { params: idParamSchema, response: { 201: successEnvelopeSchema(adminOutboxMailSchema) } } },
      async (request, reply) => {
        const { original, copy } = await outbox.resend(request.params.id);
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
        const row = await outbox.remove(request.params.id);
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
