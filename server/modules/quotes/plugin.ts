import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQuoteDecisions, type QuoteDecisions } from './decisions.ts';
import { createQuotes, type Quotes } from './quotes.ts';
import { createQuoteSending, type QuoteSending } from './sending.ts';

declare module 'fastify' {
  interface FastifyInstance {
    quotes: { quotes: Quotes; sending: QuoteSending; decisions: QuoteDecisions };
  }
}

/** Quotes: staff's drafts and sending, and the client's page (its API and its page form). */
export const quotesPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    const quotes = createQuotes(app.db, publicUrl);
    const mail = { outboxIn: app.mail.outboxIn, onQueued: () => app.mail.sender.trigger() };
    app.decorate('quotes', {
      quotes,
      sending: createQuoteSending({ db: app.db, quotes, settings: app.settingsRepository, ...mail }),
      decisions: createQuoteDecisions({ db: app.db, quotes, settings: app.settingsRepository, publicUrl, ...mail }),
    });
  },
  { name: 'quotes', dependencies: ['database', 'content', 'mail'] },
);
