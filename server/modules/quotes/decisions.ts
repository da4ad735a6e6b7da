import { and, desc, eq, ne } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { type ClientQuote, type QuoteDecisionInput, quoteNumber } from '#contract/schemas/quote.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, leadEvents, quotes as quoteRows, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { quoteDecisionMail } from './quote-decision-mail.ts';
import { type QuoteRow, validUntilOf } from './quotes.ts';
import type { QuoteMailDependencies } from './sending.ts';

interface Dependencies extends QuoteMailDependencies {
  /** The site's address: the staff's mail links to the lead. */
  publicUrl: string;
}

const quoteNotFound = () => new HttpError(404, 'quote_not_found');

/** Where a sent quote stands at `now`: open until the end of its last valid day (Conakry's date, which is UTC's). */
function stateOf(row: QuoteRow, now: Date): ClientQuote['state'] {
  if (row.status === 'accepted' || row.status === 'refused' || row.status === 'replaced') return row.status;
  return now.toISOString().slice(0, 10) > validUntilOf(row)! ? 'expired' : 'open';
}

/**
 * The client's side of a quote (ADR 0058): its page, found by the secret in its address, where they
 * read it, download it and accept or refuse it without an account. A draft is nobody's to see.
 */
export function createQuoteDecisions({ db, quotes, settings, outboxIn, onQueued, publicUrl }: Dependencies) {
  async function sentQuote(token: string) {
    const [row] = await db.select().from(quoteRows).where(eq(quoteRows.token, token));
    if (!row || row.status === 'draft' || !row.sentAt) throw quoteNotFound();
    return row;
  }

  async function view(row: QuoteRow, now: Date): Promise<ClientQuote> {
    const quote = quotes.read(row);
    const [lead] = await db
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(eq(contactMessages.id, row.messageId));
    const site = await settings.getSiteSettings();
    const state = stateOf(row, now);
    // The version sent since: the client's link to what replaces this one.
    const [newer] =
      state === 'replaced'
        ? await db
            .select({ token: quoteRows.token })
            .from(quoteRows)
            .where(
              and(
                eq(quoteRows.year, row.year),
                eq(quoteRows.sequence, row.sequence),
                ne(quoteRows.status, 'draft'),
                ne(quoteRows.status, 'replaced'),
              ),
            )
            .orderBy(desc(quoteRows.version))
            .limit(1)
        : [];
    return {
      number: quote.number,
      version: quote.version,
      language: quote.language,
      state,
      client_name: lead?.name ?? '',
      company_name: site.company.name,
      lines: quote.lines,
      subtotal_gnf: quote.subtotal_gnf,
      discount_gnf: quote.discount_gnf,
      total_gnf: quote.total_gnf,
      deposit_percent: quote.deposit_percent,
      deposit_gnf: quote.deposit_gnf,
      sent_at: quote.sent_at!,
      valid_until: quote.valid_until!,
      terms: quote.terms,
      decided_at: quote.decided_at,
      newer_token: newer?.token ?? null,
    };
  }

  /** Staff are told: the lead's assignee in their language, else the company's address in French. */
  async function tellStaff(
    tx: Db,
    companyEmail: string,
    row: QuoteRow,
    lead: typeof contactMessages.$inferSelect,
    input: QuoteDecisionInput,
  ) {
    const [assignee] = lead.assigneeId
      ? await tx
          .select({ email: users.email, name: users.name, language: users.language, active: users.active })
          .from(users)
          .where(eq(users.id, lead.assigneeId))
      : [];
    const recipient =
      assignee?.active === true
        ? { email: assignee.email, language: assignee.language }
        : { email: companyEmail, language: 'fr' as Language };
    const mail = quoteDecisionMail({
      quote: quotes.read(row),
      decision: input.decision,
      note: input.note || null,
      lead: { id: lead.id, name: lead.name },
      language: recipient.language,
      adminOrigin: publicUrl,
    });
    await outboxIn(tx).enqueue({
      kind: 'quote-decision',
      to: recipient.email,
      replyTo: lead.email ?? undefined,
      subject: mail.subject,
      text: mail.text,
    });
  }

  return {
    /** What the client's page shows; a draft or an unknown secret is not found. */
    async find(token: string, now = new Date()) {
      return view(await sentQuote(token), now);
    },

    /**
     * The client's answer: once, while the quote is open. Accepted, its lead is won; either way the
     * lead's history keeps it and staff are told, all in one transaction.
     */
    async decide(token: string, input: QuoteDecisionInput, now = new Date()) {
      const row = await sentQuote(token);
      const state = stateOf(row, now);
      if (state === 'expired') throw new HttpError(409, 'quote_expired');
      if (state !== 'open') throw new HttpError(409, 'quote_closed');
      const status = input.decision === 'accept' ? 'accepted' : 'refused';
      // Read before the transaction: an embedded database has one connection, held by it.
      const companyEmail = (await settings.getSiteSettings()).contact.email;
      const decided = await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(quoteRows)
          .set({ status, decidedAt: now, decisionNote: input.note || null })
          .where(and(eq(quoteRows.id, row.id), eq(quoteRows.status, 'sent')))
          .returning();
        // Answered twice at once (two taps): the first answer stands.
        if (!marked) throw new HttpError(409, 'quote_closed');
        const [lead] = await tx.select().from(contactMessages).where(eq(contactMessages.id, row.messageId));
        if (!lead) throw quoteNotFound();
        const client = { messageId: lead.id, authorId: null, authorName: lead.name };
        await tx.insert(leadEvents).values({
          ...client,
          kind: 'quote',
          body: input.note || null,
          details: { decision: status, number: quoteNumber(marked.year, marked.sequence), version: marked.version },
        });
        if (status === 'accepted' && lead.stage !== 'won') {
          await tx.update(contactMessages).set({ stage: 'won' }).where(eq(contactMessages.id, lead.id));
          await tx.insert(leadEvents).values({ ...client, kind: 'stage', details: { from: lead.stage, to: 'won' } });
        }
        await tellStaff(tx as unknown as Db, companyEmail, marked, lead, input);
        return marked;
      });
      onQueued();
      return view(decided, now);
    },

    /** The PDF of a quote as sent, for the client's page. */
    sentQuote,
  };
}

export type QuoteDecisions = ReturnType<typeof createQuoteDecisions>;
