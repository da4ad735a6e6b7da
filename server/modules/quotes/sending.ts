import { and, eq, lt } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, leadEvents, quotes as quoteRows } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { MailOutbox } from '../../mail/outbox.ts';
import type { Actor } from '../messages/leads.ts';
import type { SettingsRepository } from '../settings/repository.ts';
import { quoteMail } from './quote-mail.ts';
import { drawQuotePdf } from './quote-pdf.ts';
import type { Quotes, QuoteRow } from './quotes.ts';

/** What the quotes' mails are written and queued with (sending one, telling staff of an answer). */
export interface QuoteMailDependencies {
  db: Db;
  quotes: Quotes;
  settings: SettingsRepository;
  outboxIn: (db: Db) => MailOutbox;
  /** Called once the mail is committed (wakes the mail sender). */
  onQueued: () => void;
}

/** A quote's PDF and what it is drawn from: the company's settings and its lead. */
export function createQuoteDocuments({
  db,
  quotes,
  settings,
}: Pick<QuoteMailDependencies, 'db' | 'quotes' | 'settings'>) {
  return async function documentOf(row: QuoteRow, date: Date) {
    const [lead] = await db.select().from(contactMessages).where(eq(contactMessages.id, row.messageId));
    if (!lead) throw notFound();
    const site = await settings.getSiteSettings();
    const quote = quotes.read(row);
    const pdf = await drawQuotePdf({
      quote,
      company: site.company,
      contact: site.contact,
      client: { name: lead.name, company: lead.company, email: lead.email, phone: lead.phone },
      clientUrl: quote.client_url,
      date,
    });
    return { pdf, lead, site, quote };
  };
}

/**
 * Sends a draft quote (ADR 0057): its PDF attached to a mail in its language, queued in the outbox;
 * the version it revises is replaced; the lead moves to "Devis envoyé" and its history keeps the mail.
 * All in one transaction: a quote is sent with its mail or not at all.
 */
export function createQuoteSending({ db, quotes, settings, outboxIn, onQueued }: QuoteMailDependencies) {
  const documentOf = createQuoteDocuments({ db, quotes, settings });
  return {
    documentOf,

    /** Sends the draft as it was read (`expected`, its lock version; null: as stored). */
    async send(id: number, actor: Actor, expected: number | null, errorsIn: Language, now = new Date()) {
      const row = await quotes.find(id);
      await quotes.checkVersion(row, expected);
      if (row.status !== 'draft') throw new HttpError(409, 'quote_not_draft');
      const sent: QuoteRow = { ...row, status: 'sent', sentAt: now };
      const { pdf, lead, site, quote } = await documentOf(sent, now);
      if (!lead.email) {
        // A lead recorded from WhatsApp or a call may have no address: the PDF is sent there.
        throw new HttpError(422, 'validation_failed', { email: [VALIDATION_MESSAGES.email_required[errorsIn]] });
      }
      const to = lead.email;
      const mail = quoteMail(quote, lead.name, site.company.name);
      await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(quoteRows)
          .set({ status: 'sent', sentAt: now, updatedAt: now, updatedBy: actor.id })
          .where(and(eq(quoteRows.id, id), eq(quoteRows.status, 'draft'), eq(quoteRows.lockVersion, row.lockVersion)))
          .returning({ id: quoteRows.id });
        if (!marked) throw new HttpError(409, 'quote_not_draft');
        await tx
          .update(quoteRows)
          .set({ status: 'replaced' })
          .where(
            and(
              eq(quoteRows.year, row.year),
              eq(quoteRows.sequence, row.sequence),
              lt(quoteRows.version, row.version),
              eq(quoteRows.status, 'sent'),
            ),
          );
        const queued = await outboxIn(tx as unknown as Db).enqueue({
          kind: 'quote',
          to,
          replyTo: site.contact.email,
          subject: mail.subject,
          text: mail.text,
          attachments: [
            { filename: mail.filename, content_type: 'application/pdf', content_base64: pdf.toString('base64') },
          ],
        });
        const by = { messageId: lead.id, authorId: actor.id, authorName: actor.name };
        if (lead.stage === 'new' || lead.stage === 'contacted') {
          await tx.update(contactMessages).set({ stage: 'quote_sent' }).where(eq(contactMessages.id, lead.id));
          await tx.insert(leadEvents).values({ ...by, kind: 'stage', details: { from: lead.stage, to: 'quote_sent' } });
        }
        await tx.insert(leadEvents).values({
          ...by,
          kind: 'reply',
          body: mail.text,
          details: { subject: mail.subject, to, outbox_id: queued?.id ?? null },
        });
      });
      onQueued();
      return quotes.find(id);
    },
  };
}

export type QuoteSending = ReturnType<typeof createQuoteSending>;
