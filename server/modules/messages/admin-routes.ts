import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subjectIn } from '#contract/contact-subject.ts';
import { pageEnvelopeSchema, pageMetaSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { idParamSchema } from '#contract/schemas/common.ts';
import {
  adminMessageListQuerySchema,
  adminMessageSchema,
  assigneesSchema,
  leadCreationSchema,
  leadEventSchema,
  leadHistorySchema,
  leadNoteSchema,
  leadReplySchema,
  leadUpdateSchema,
} from '#contract/schemas/message.ts';
import { sendAttachment } from '../../http/attachment.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import { csvDocument } from '../../lib/csv.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { actorOf, type Leads, MESSAGE_TRANSITIONS, toAdminMessage } from './leads.ts';
import type { FollowUpReminders } from './follow-up-reminders.ts';
import type { LeadReplies } from './replies.ts';

/** A page of the inbox; its meta also counts the unread messages. */
const inboxPageSchema = pageEnvelopeSchema(adminMessageSchema).extend({
  meta: pageMetaSchema.extend({ unread: z.number() }),
});

const leadAnswer = { 200: successEnvelopeSchema(adminMessageSchema) };

/**
 * The inbox as a small CRM (ADR 0028): leads listed with their filters, read and archived as
 * before, moved through the pipeline, given to someone, noted, answered; every change audited.
 */
export function adminMessagesRoutes({
  audit,
  leads,
  replies,
  reminders,
}: {
  audit: AuditLog;
  leads: Leads;
  replies: LeadReplies;
  reminders: FollowUpReminders;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get(
      '/admin/messages',
      { schema: { querystring: adminMessageListQuerySchema, response: { 200: inboxPageSchema } } },
      async (request, reply) => {
        const { page, per_page, ...filters } = request.query;
        const { rows, total, unread } = await leads.inbox(filters, page, per_page);
        return sendData(
          request,
          reply,
          rows.map((row) => toAdminMessage(row, apiLanguage(request))),
          { meta: { ...pageMeta(page, per_page, total), unread } },
        );
      },
    );

    // The leads the inbox shows with its filters, for a spreadsheet (UTF-8 with BOM, formulas neutralised).
    app.get(
      '/admin/messages/export.csv',
      { schema: { querystring: adminMessageListQuerySchema.omit({ page: true, per_page: true }) } },
      async (request, reply) => {
        const language = apiLanguage(request);
        const rows = await leads.matching(request.query);
        const csv = csvDocument(
          [
            'received_at',
            'name',
            'email',
            'phone',
            'company',
            'service',
            'subject',
            'message',
            'status',
            'language',
            'stage',
            'source',
            'assignee',
            'follow_up_on',
          ],
          rows.map((row) => [
            row.createdAt.toISOString(),
            row.name,
            row.email ?? '',
            row.phone ?? '',
            row.company ?? '',
            row.serviceType ?? '',
            subjectIn(row.subject, language),
            row.message,
            row.status,
            row.language,
            row.stage,
            row.source,
            row.assigneeName ?? '',
            row.followUpOn ?? '',
          ]),
        );
        await audit.record(request, { action: 'export', entityType: 'message', details: { rows: rows.length } });
        return sendAttachment(reply, { type: 'text/csv; charset=utf-8', name: 'contact-messages.csv', body: csv });
      },
    );

    app.get(
      '/admin/messages/assignees',
      { schema: { response: { 200: successEnvelopeSchema(assigneesSchema) } } },
      async (request, reply) => sendData(request, reply, await leads.assignees()),
    );

    app.post(
      '/admin/messages',
      { schema: { body: leadCreationSchema, response: { 201: successEnvelopeSchema(adminMessageSchema) } } },
      async (request, reply) => {
        const language = apiLanguage(request);
        // Without a chosen service, the spec's general subject, shown in each reader's language.
        const subject = request.body.service_type ?? 'General Inquiry';
        const row = await leads.create(request.body, actorOf(request), subject);
        await audit.record(request, {
          action: 'create',
          entityType: 'message',
          entityId: row.id,
          details: { source: row.source },
        });
        return sendData(request, reply, toAdminMessage(row, language), { status: 201, messageKey: 'created' });
      },
    );

    app.get(
      '/admin/messages/:id',
      { schema: { params: idParamSchema, response: leadAnswer } },
      async (request, reply) =>
        sendData(request, reply, toAdminMessage(await leads.find(request.params.id), apiLanguage(request))),
    );

    app.patch(
      '/admin/messages/:id',
      { schema: { params: idParamSchema, body: leadUpdateSchema, response: leadAnswer } },
      async (request, reply) => {
        const language = apiLanguage(request);
        const row = await leads.update(request.params.id, request.body, actorOf(request), language);
        await audit.record(request, {
          action: 'update',
          entityType: 'message',
          entityId: row.id,
          details: { fields: Object.keys(request.body) },
        });
        // A lead given to someone, or due today, after the day's reminders went: its reminder goes
        // now if that person had none today, rather than tomorrow as overdue.
        if (request.body.follow_up_on !== undefined || request.body.assignee_id !== undefined) {
          reminders.sendDue().catch((error: unknown) => request.log.warn({ err: error }, 'follow-up reminders failed'));
        }
        return sendData(request, reply, toAdminMessage(row, language), { messageKey: 'updated' });
      },
    );

    app.get(
      '/admin/messages/:id/history',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(leadHistorySchema) } } },
      async (request, reply) => sendData(request, reply, await leads.history(request.params.id)),
    );

    app.post(
      '/admin/messages/:id/notes',
      {
        schema: {
          params: idParamSchema,
          body: leadNoteSchema,
          response: { 201: successEnvelopeSchema(leadEventSchema) },
        },
      },
      async (request, reply) => {
        const note = await leads.addNote(request.params.id, request.body.body, actorOf(request));
        await audit.record(request, { action: 'note', entityType: 'message', entityId: request.params.id });
        return sendData(
          request,
          reply,
          {
            id: note.id,
            kind: note.kind,
            author: note.authorName,
            body: note.body,
            details: note.details,
            created_at: note.createdAt.toISOString(),
          },
          { status: 201, messageKey: 'created' },
        );
      },
    );

    app.post(
      '/admin/messages/:id/replies',
      {
        schema: {
          params: idParamSchema,
          body: leadReplySchema,
          response: { 201: successEnvelopeSchema(adminMessageSchema) },
        },
      },
      async (request, reply) => {
        const language = apiLanguage(request);
        const row = await replies.send(request.params.id, request.body, actorOf(request), language);
        await audit.record(request, { action: 'reply', entityType: 'message', entityId: row.id });
        return sendData(request, reply, toAdminMessage(row, language), { status: 201, messageKey: 'reply_queued' });
      },
    );

    for (const name of MESSAGE_TRANSITIONS) {
      app.patch(
        `/admin/messages/:id/${name}`,
        { schema: { params: idParamSchema, response: leadAnswer } },
        async (request, reply) => {
          const row = await leads.transition(request.params.id, name);
          await audit.record(request, { action: name, entityType: 'message', entityId: row.id });
          return sendData(request, reply, toAdminMessage(row, apiLanguage(request)), { messageKey: 'updated' });
        },
      );
    }

    app.delete(
      '/admin/messages/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const row = await leads.remove(request.params.id);
        await audit.record(request, { action: 'delete', entityType: 'message', entityId: row.id });
        return sendData(request, reply, { id: row.id }, { messageKey: 'deleted' });
      },
    );
  };
}
