import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { type QuoteInput, quoteInputSchema, quoteSchema, quoteNumber } from '#contract/schemas/quote.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { tagVersion, takeIfMatchVersion } from '../../http/versions.ts';
import { apiLanguage } from '../../http/language.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { actorOf } from '../messages/leads.ts';
import type { Quotes, QuoteRow } from './quotes.ts';
import type { QuoteSending } from './sending.ts';

const one = { 200: successEnvelopeSchema(quoteSchema) };

/** Staff write quotes for leads: a draft, its changes, its next version, its PDF, its sending (issue 35, ADR 0057). */
export function adminQuoteRoutes({
  quotes,
  sending,
  audit,
}: {
  quotes: Quotes;
  sending: QuoteSending;
  audit: AuditLog;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));
    // A quote's own `version` is its revision's number: the draft's edits are named by If-Match only.
    app.addHook('preValidation', takeIfMatchVersion);

    /** The quote as staff read it, its lock version as its ETag (ADR 0038). */
    const answer = (reply: FastifyReply, row: QuoteRow) => {
      tagVersion(reply, row.lockVersion);
      return quotes.read(row);
    };
    const expected = (request: FastifyRequest) => request.expectedVersion ?? null;

    const recorded = (action: 'create' | 'update', row: QuoteRow, more: Record<string, unknown> = {}) => ({
      action,
      entityType: 'quote',
      entityId: row.id,
      details: { number: quoteNumber(row.year, row.sequence), version: row.version, ...more },
    });

    app.post(
      '/admin/messages/:id/quotes',
      {
        schema: {
          params: idParamSchema,
          body: quoteInputSchema,
          response: { 201: successEnvelopeSchema(quoteSchema) },
        },
      },
      async (request, reply) => {
        const row = await quotes.create(
          request.params.id,
          request.body as QuoteInput,
          actorOf(request),
          apiLanguage(request),
        );
        await audit.record(request, recorded('create', row));
        return sendData(request, reply, answer(reply, row), { status: 201, messageKey: 'created' });
      },
    );

    app.get(
      '/admin/messages/:id/quotes',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.array(quoteSchema)) } } },
      async (request, reply) => sendData(request, reply, (await quotes.forLead(request.params.id)).map(quotes.read)),
    );

    app.get('/admin/quotes/:id', { schema: { params: idParamSchema, response: one } }, async (request, reply) =>
      sendData(request, reply, answer(reply, await quotes.find(request.params.id))),
    );

    app.put(
      '/admin/quotes/:id',
      { schema: { params: idParamSchema, body: quoteInputSchema, response: one } },
      async (request, reply) => {
        const row = await quotes.update(
          request.params.id,
          request.body as QuoteInput,
          actorOf(request),
          expected(request),
          apiLanguage(request),
        );
        await audit.record(request, recorded('update', row));
        return sendData(request, reply, answer(reply, row), { messageKey: 'updated' });
      },
    );

    app.post(
      '/admin/quotes/:id/revise',
      { schema: { params: idParamSchema, response: { 201: successEnvelopeSchema(quoteSchema) } } },
      async (request, reply) => {
        const row = await quotes.revise(request.params.id, null, actorOf(request), apiLanguage(request));
        await audit.record(request, recorded('create', row));
        return sendData(request, reply, answer(reply, row), { status: 201, messageKey: 'created' });
      },
    );

    // Shown in the browser's PDF viewer, never kept by a cache: it names the client.
    app.get('/admin/quotes/:id/pdf', { schema: { params: idParamSchema } }, async (request, reply) => {
      const row = await quotes.find(request.params.id);
      const { pdf, quote } = await sending.documentOf(row, row.sentAt ?? new Date());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${quote.number}-v${quote.version}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    });

    app.post('/admin/quotes/:id/send', { schema: { params: idParamSchema, response: one } }, async (request, reply) => {
      const row = await sending.send(request.params.id, actorOf(request), expected(request), apiLanguage(request));
      await audit.record(request, recorded('update', row, { sent: true }));
      return sendData(request, reply, answer(reply, row), { messageKey: 'quote_sent' });
    });
  };
}
