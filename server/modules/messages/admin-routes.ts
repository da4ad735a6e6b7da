import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelopeSchema, pageMetaSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { z } from 'zod';
import { idParamSchema } from '#contract/schemas/common.ts';
import {
  type AdminMessage,
  adminMessageListQuerySchema,
  adminMessageSchema,
  type MessageStatus,
} from '#contract/schemas/message.ts';
import { subjectIn } from '#contract/contact-subject.ts';
import type { Language } from '#contract/languages.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import { likePattern, offsetOf } from '../../lib/sql-helpers.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { csvDocument } from '../../lib/csv.ts';

type MessageRow = typeof contactMessages.$inferSelect;

/** A message as staff read it; a message sent without a chosen service is titled in their language. */
export function toAdminMessage(row: MessageRow, language: Language): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    subject: subjectIn(row.subject, language),
    message: row.message,
    service_type: row.serviceType,
    preferred_contact_method: row.preferredContactMethod,
    language: row.language,
    status: row.status,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const TRANSITIONS: Record<string, (row: MessageRow) => Partial<MessageRow>> = {
  read: (row) => ({ status: 'read', readAt: row.readAt ?? new Date() }),
  unread: () => ({ status: 'new', readAt: null }),
  archive: () => ({ status: 'archived' as MessageStatus }),
};

/** The messages of a state, matching a search in their sender, subject or text. */
function whereOf(status: MessageStatus | undefined, search: string | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (status) conditions.push(eq(contactMessages.status, status));
  if (search) {
    const term = likePattern(search);
    conditions.push(
      or(
        ilike(contactMessages.name, term),
        ilike(contactMessages.email, term),
        ilike(contactMessages.subject, term),
        ilike(contactMessages.message, term),
      ),
    );
  }
  return and(...conditions);
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

export function adminMessagesRoutes(db: Db, audit: AuditLog): FastifyPluginAsyncZod {
  async function findMessage(id: number) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw notFound();
    return row;
  }

  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get(
      '/admin/messages',
      {
        schema: { querystring: adminMessageListQuerySchema, response: { 200: inboxPageSchema } },
      },
      async (request, reply) => {
        const { page, per_page, status, search } = request.query;
        const where = whereOf(status, search);
        const [rows, [total], [unread]] = await Promise.all([
          db
            .select()
            .from(contactMessages)
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
          {
            meta: { ...pageMeta(page, per_page, total?.value ?? 0), unread: unread?.value ?? 0 },
          },
        );
      },
    );

    // The messages the inbox shows with its filters, for a spreadsheet (UTF-8 with BOM, formulas neutralised).
    app.get(
      '/admin/messages/export.csv',
      { schema: { querystring: adminMessageListQuerySchema.pick({ status: true, search: true }) } },
      async (request, reply) => {
        const rows = await db
          .select()
          .from(contactMessages)
          .where(whereOf(request.query.status, request.query.search))
          .orderBy(...inboxOrder);
        const csv = csvDocument(
          ['received_at', 'name', 'email', 'phone', 'company', 'service', 'subject', 'message', 'status', 'language'],
          rows.map((row) => [
            row.createdAt.toISOString(),
            row.name,
            row.email,
            row.phone ?? '',
            row.company ?? '',
            row.serviceType ?? '',
            subjectIn(row.subject, apiLanguage(request)),
            row.message,
            row.status,
            row.language,
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
      '/admin/messages/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(adminMessageSchema) } } },
      async (request, reply) =>
        sendData(request, reply, toAdminMessage(await findMessage(request.params.id), apiLanguage(request))),
    );

    for (const [name, change] of Object.entries(TRANSITIONS)) {
      app.patch(
        `/admin/messages/:id/${name}`,
        { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(adminMessageSchema) } } },
        async (request, reply) => {
          const current = await findMessage(request.params.id);
          const [row] = await db
            .update(contactMessages)
            .set(change(current))
            .where(eq(contactMessages.id, current.id))
            .returning();
          if (!row) throw notFound();
          await audit.record(request, { action: name, entityType: 'message', entityId: row.id });
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
