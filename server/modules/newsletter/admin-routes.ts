import { type AdminSubscriber, adminSubscriberSchema, SUBSCRIBER_STATUSES } from '#contract/schemas/newsletter.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { z } from 'zod';
import { idParamSchema, paginationQuerySchema, searchQuerySchema } from '#contract/schemas/common.ts';
import { sendAttachment } from '../../http/attachment.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { csvDocument } from '../../lib/csv.ts';
import type { SubscriberRow, SubscribersRepository } from './subscribers-repository.ts';

const listQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'invalid_value' }).optional(),
  search: searchQuerySchema,
});

const toAdminSubscriber = (row: SubscriberRow): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  language: row.language,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

export function adminNewsletterRoutes(subscribers: SubscribersRepository, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get(
      '/admin/newsletter',
      { schema: { querystring: listQuerySchema, response: { 200: pageEnvelopeSchema(adminSubscriberSchema) } } },
      async (request, reply) => {
        const { page, per_page, status, search } = request.query;
        const { rows, total } = await subscribers.page({ status, search }, page, per_page);
        return sendData(request, reply, rows.map(toAdminSubscriber), {
          meta: pageMeta(page, per_page, total),
        });
      },
    );

    app.get(
      '/admin/newsletter/export.csv',
      { schema: { querystring: listQuerySchema.pick({ status: true }) } },
      async (request, reply) => {
        const rows = await subscribers.matching({ status: request.query.status });
        const csv = csvDocument(
          ['email', 'language', 'status', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'],
          rows.map((row) => {
            const subscriber = toAdminSubscriber(row);
            return [
              subscriber.email,
              subscriber.language,
              subscriber.status,
              subscriber.created_at,
              subscriber.confirmed_at ?? '',
              subscriber.unsubscribed_at ?? '',
            ];
          }),
        );
        await audit.record(request, { action: 'export', entityType: 'newsletter', details: { rows: rows.length } });
        return sendAttachment(reply, {
          type: 'text/csv; charset=utf-8',
          name: 'newsletter-subscribers.csv',
          body: csv,
        });
      },
    );

    app.delete(
      '/admin/newsletter/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const row = await subscribers.remove(request.params.id);
        await audit.record(request, { action: 'delete', entityType: 'newsletter-subscriber', entityId: row.id });
        return sendData(request, reply, { id: row.id }, { messageKey: 'deleted' });
      },
    );
  };
}
