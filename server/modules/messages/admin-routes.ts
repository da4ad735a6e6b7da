import { count, desc, eq, sql } from 'drizzle-orm';
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
  type MessageStatus,
} from '#contract/schemas/message.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import { csvDocument } from '../../lib/csv.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { type Actor, leadFilter, type Leads, toAdminMessage } from './leads.ts';
import type { LeadReplies } from './replies.ts';

const TRANSITIONS: Record<string, (row: { readAt: Date | null }) => Partial<typeof contactMessages.$inferInsert>> = {
  read: (row) => ({ status: 'read', readAt: row.readAt ?? new Date() }),
  unread: () => ({ status: 'new', readAt: null }),
  archive: () => ({ status: 'archived' as MessageStatus }),
};

/** The signed-in staff member (the guard ran before): who acted, in the lead's history. */
function actorOf(request: FastifyRequest): Actor {
  const user = request.auth!.user;
  return { id: user.id, name: user.name };
}

/** The order of the inbox: unread first, then newest. */
const inboxOrder = [
  sql`(${contactMessages.status} = 'new') desc`,
  desc(contactMessages.createdAt),
  desc(contactMessages.id),
];

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
  db,
  audit,
  leads,
  replies,
}: {
  db: Db;
  audit: AuditLog;
  leads: Leads;
  replies: LeadReplies;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get(
      '/admin/messages',
      { schema: { querystring: adminMessageListQuerySchema, response: { 200: inboxPageSchema } } },
      async (request, reply) => {
        const { page, per_page, ...filters } = request.query;
        const where = leadFilter(filters);
        const [rows, [total], [unread]] = await Promise.all([
          leads
            .selectLeads()
            .where(where)
            .orderBy(...inboxOrder)
            .limit(per_page)
            .offset(offsetOf(page, per_page)),
          db.select({ value: count() }).from(contactMessages).where(where),
          db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
        ]);
        return sendData(
          request,
          reply,
          rows.map((row) => toAdminMessage(row, apiLanguage(request))),
          { meta: { ...pageMeta(page, per_page, total?.value ?? 0), unread: unread?.value ?? 0 } },
        );
      },
    );

    // The leads the inbox shows with its filters, for a spreadsheet (UTF-8 with BOM, formulas neutralised).
    app.get(
      '/admin/messages/export.csv',
      { schema: { querystring: adminMessageListQuerySchema.omit({ page: true, per_page: true }) } },
      async (request, reply) => {
        const language = apiLanguage(request);
        const rows = await leads
          .selectLeads()
          .where(leadFilter(request.query))
          .orderBy(...inboxOrder);
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
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="contact-messages.csv"')
          .header('cache-control', 'no-store')
          .send(csv);
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

    for (const [name, change] of Object.entries(TRANSITIONS)) {
      app.patch(
        `/admin/messages/:id/${name}`,
        { schema: { params: idParamSchema, response: leadAnswer } },
        async (request, reply) => {
          const current = await leads.find(request.params.id);
          await db.update(contactMessages).set(change(current)).where(eq(contactMessages.id, current.id));
          await audit.record(request, { action: name, entityType: 'message', entityId: current.id });
          const row = await leads.find(current.id);
          return sendData(request, reply, toAdminMessage(row, apiLanguage(request)), { messageKey: 'updated' });
        },
      );
    }

    app.delete(
      '/admin/messages/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, request.params.id)).returning();
        if (!row) throw notFound();
        await audit.record(request, { action: 'delete', entityType: 'message', entityId: row.id });
        return sendData(request, reply, { id: row.id }, { messageKey: 'deleted' });
      },
    );
  };
}
