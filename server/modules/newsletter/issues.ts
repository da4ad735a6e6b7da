import { and, asc, count, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { type LocalizedText, pickLanguage } from '#contract/localized.ts';
import type { AdminNewsletterIssue, NewsletterIssueStatus, NewsletterProgress } from '#contract/schemas/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox, newsletterDeliveries, newsletterSubscribers, newsletters } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { ApiMessageKey } from '#contract/validation-messages.ts';
import { sanitizeLocalizedRichText } from '../../lib/sanitize-rich-text.ts';
import type { MailOutbox } from '../../mail/outbox.ts';
import { newsletterMail } from './mails.ts';
import type { NewsletterService } from './service.ts';

/** Subscribers queued per batch, and how often the next batch goes (ADR 0024). */
export const NEWSLETTER_BATCH = { size: 50, intervalMs: 10_000 };

type IssueRow = typeof newsletters.$inferSelect;

interface Dependencies {
  db: Db;
  newsletter: NewsletterService;
  outboxIn: (db: Db) => MailOutbox;
  onQueued?: () => void;
  batchSize?: number;
}

/** A subscriber this newsletter has not been queued for yet. */
const notYetQueued = (issueId: number) =>
  notExists(
    sql`(select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.newsletterId} = ${issueId} and ${newsletterDeliveries.subscriberId} = ${newsletterSubscribers.id})`,
  );

/**
 * Newsletters written by staff and their sending: each batch locks its newsletter (FOR UPDATE SKIP
 * LOCKED, so servers never work on the same one at once) and records one delivery per subscriber
 * under a unique constraint, so that nobody gets the same newsletter twice, even across pauses.
 */
export function createNewsletterIssues({ db, newsletter, outboxIn, onQueued, batchSize }: Dependencies) {
  const size = batchSize ?? NEWSLETTER_BATCH.size;

  async function find(id: number): Promise<IssueRow> {
    const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function progressOf(row: IssueRow): Promise<NewsletterProgress> {
    const [[queued], [sent], [remaining]] = await Promise.all([
      db.select({ value: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, row.id)),
      db
        .select({ value: count() })
        .from(newsletterDeliveries)
        .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.outboxId))
        .where(and(eq(newsletterDeliveries.newsletterId, row.id), eq(mailOutbox.status, 'sent'))),
      row.status === 'sending' || row.status === 'paused'
        ? db
            .select({ value: count() })
            .from(newsletterSubscribers)
            .where(and(eq(newsletterSubscribers.status, 'confirmed'), notYetQueued(row.id)))
        : Promise.resolve([{ value: 0 }]),
    ]);
    const queuedCount = queued?.value ?? 0;
    return { total: queuedCount + (remaining?.value ?? 0), queued: queuedCount, sent: sent?.value ?? 0 };
  }

  async function toAdmin(row: IssueRow): Promise<AdminNewsletterIssue> {
    return {
      id: row.id,
      subject: row.subject,
      body: row.body,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      started_at: row.startedAt?.toISOString() ?? null,
      finished_at: row.finishedAt?.toISOString() ?? null,
      progress: await progressOf(row),
    };
  }

  /** The mail one subscriber gets, in their language. */
  async function mailFor(issue: Pick<IssueRow, 'subject' | 'body'>, email: string, language: Language) {
    const signature = { ...(await newsletter.signature()), origin: newsletter.origin };
    return newsletterMail(
      { subject: pickLanguage(issue.subject, language), html: pickLanguage(issue.body, language) },
      language,
      newsletter.unsubscribeUrl(email, language),
      signature,
    );
  }

  /** Moves a newsletter from one state to the next, or answers 409 with why not. */
  async function move(id: number, from: NewsletterIssueStatus, to: NewsletterIssueStatus, refusal: ApiMessageKey) {
    const [row] = await db
      .update(newsletters)
      .set({ status: to, updatedAt: new Date(), ...(from === 'draft' ? { startedAt: new Date() } : {}) })
      .where(and(eq(newsletters.id, id), eq(newsletters.status, from)))
      .returning();
    if (row) return row;
    await find(id);
    throw new HttpError(409, refusal);
  }

  /** Queues the next batch of one newsletter being sent; marks it sent once nobody is left. */
  async function sendBatch(limit = size): Promise<{ id: number; queued: number } | null> {
    const signature = { ...(await newsletter.signature()), origin: newsletter.origin };
    const result = await db.transaction(async (tx) => {
      const [issue] = await tx
        .select()
        .from(newsletters)
        .where(eq(newsletters.status, 'sending'))
        .orderBy(asc(newsletters.startedAt), asc(newsletters.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!issue) return null;
      const recipients = await tx
        .select()
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, 'confirmed'), notYetQueued(issue.id)))
        .orderBy(asc(newsletterSubscribers.id))
        .limit(limit);
      const outbox = outboxIn(tx as unknown as Db);
      let queued = 0;
      for (const recipient of recipients) {
        const [delivery] = await tx
          .insert(newsletterDeliveries)
          .values({ newsletterId: issue.id, subscriberId: recipient.id })
          .onConflictDoNothing()
          .returning({ id: newsletterDeliveries.id });
        if (!delivery) continue;
        const language: Language = recipient.language === 'en' ? 'en' : 'fr';
        const mail = newsletterMail(
          { subject: pickLanguage(issue.subject, language), html: pickLanguage(issue.body, language) },
          language,
          newsletter.unsubscribeUrl(recipient.email, language),
          signature,
        );
        const row = await outbox.enqueue({ kind: 'newsletter', to: recipient.email, ...mail });
        await tx
          .update(newsletterDeliveries)
          .set({ outboxId: row?.id ?? null })
          .where(eq(newsletterDeliveries.id, delivery.id));
        queued += 1;
      }
      if (recipients.length < limit) {
        await tx
          .update(newsletters)
          .set({ status: 'sent', finishedAt: new Date(), updatedAt: new Date() })
          .where(eq(newsletters.id, issue.id));
      }
      return { id: issue.id, queued };
    });
    if (result && result.queued > 0) onQueued?.();
    return result;
  }

  return {
    async list(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsletters)
          .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(newsletters),
      ]);
      return { items: await Promise.all(rows.map(toAdmin)), total: total?.value ?? 0 };
    },

    async get(id: number) {
      return toAdmin(await find(id));
    },

    async create(input: { subject: LocalizedText; body: LocalizedText }, userId: number | null) {
      const [row] = await db
        .insert(newsletters)
        .values({ subject: input.subject, body: sanitizeLocalizedRichText(input.body, 'body'), createdBy: userId })
        .returning();
      if (!row) throw new Error('newsletter insert returned nothing');
      return toAdmin(row);
    },

    async update(id: number, input: { subject: LocalizedText; body: LocalizedText }) {
      const body = sanitizeLocalizedRichText(input.body, 'body');
      const [row] = await db
        .update(newsletters)
        .set({ subject: input.subject, body, updatedAt: new Date() })
        .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
        .returning();
      if (row) return toAdmin(row);
      await find(id);
      throw new HttpError(409, 'newsletter_not_draft');
    },

    async remove(id: number) {
      const [row] = await db
        .delete(newsletters)
        .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
        .returning();
      if (row) return row;
      await find(id);
      throw new HttpError(409, 'newsletter_not_draft');
    },

    /** The mail as a subscriber of this language would get it, from unsaved text (sanitized as it would be). */
    async preview(input: { subject: LocalizedText; body: LocalizedText }, email: string, language: Language) {
      const mail = await mailFor(
        { subject: input.subject, body: sanitizeLocalizedRichText(input.body, 'body') },
        email,
        language,
      );
      return { subject: mail.subject, html: mail.html, text: mail.text };
    },

    /** One test mail per language to the staff member, marked as a test; nobody else gets anything. */
    async sendTest(id: number, email: string) {
      const issue = await find(id);
      const mails = await Promise.all((['fr', 'en'] as const).map((language) => mailFor(issue, email, language)));
      await db.transaction(async (tx) => {
        const outbox = outboxIn(tx as unknown as Db);
        for (const mail of mails) {
          await outbox.enqueue({ kind: 'newsletter-test', to: email, ...mail, subject: `[Test] ${mail.subject}` });
        }
      });
      onQueued?.();
    },

    /** Starts the sending and queues its first batch at once. */
    async send(id: number) {
      const [confirmed] = await db
        .select({ value: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, 'confirmed'));
      if (!confirmed?.value) {
        await find(id);
        throw new HttpError(409, 'newsletter_no_recipients');
      }
      await move(id, 'draft', 'sending', 'newsletter_not_draft');
      await sendBatch();
      return toAdmin(await find(id));
    },

    async pause(id: number) {
      return toAdmin(await move(id, 'sending', 'paused', 'newsletter_not_sending'));
    },

    async resume(id: number) {
      await move(id, 'paused', 'sending', 'newsletter_not_paused');
      await sendBatch();
      return toAdmin(await find(id));
    },

    /** The next batch, called by each server's timer: the pace of a sending is one batch per tick. */
    sendBatch,
  };
}

export type NewsletterIssues = ReturnType<typeof createNewsletterIssues>;
