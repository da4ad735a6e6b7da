import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import {
  type QuoteDecisionInput,
  clientQuoteSchema,
  quoteDecisionSchema,
  quoteTokenParamsSchema,
} from '#contract/schemas/quote.ts';
import { sendData } from '../../http/envelope.ts';
import type { QuoteDecisions } from './decisions.ts';
import type { QuoteSending } from './sending.ts';

const one = { 200: successEnvelopeSchema(clientQuoteSchema) };

/** A quote's answer names its client: kept by no cache, sent to no other site. */
const PRIVATE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/**
 * The client's quote, by the secret of its link (ADR 0058): `GET /api/quotes/{token}`, its PDF, and
 * `POST /api/quotes/{token}/decision` with `{decision: "accept" | "refuse", note?}`.
 */
export function publicQuoteRoutes(decisions: QuoteDecisions, sending: QuoteSending): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/quotes/:token', { schema: { params: quoteTokenParamsSchema, response: one } }, async (request, reply) =>
      sendData(request, reply.headers(PRIVATE), await decisions.find(request.params.token)),
    );

    app.get('/quotes/:token/pdf', { schema: { params: quoteTokenParamsSchema } }, async (request, reply) => {
      const row = await decisions.sentQuote(request.params.token);
      const { pdf, quote } = await sending.documentOf(row, row.sentAt!);
      return reply
        .headers(PRIVATE)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${quote.number}-v${quote.version}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    });

    app.post(
      '/quotes/:token/decision',
      { schema: { params: quoteTokenParamsSchema, body: quoteDecisionSchema, response: one } },
      async (request, reply) => {
        const input = request.body as QuoteDecisionInput;
        const quote = await decisions.decide(request.params.token, input);
        return sendData(request, reply.headers(PRIVATE), quote, {
          messageKey: input.decision === 'accept' ? 'quote_accepted' : 'quote_refused',
        });
      },
    );
  };
}
