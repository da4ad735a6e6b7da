import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { UNCONFIRMED_SUBSCRIBER_DAYS } from '#contract/schemas/privacy.ts';
import type { Language } from '#contract/languages.ts';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterConfirmation,
  type NewsletterConfirmationState,
  type NewsletterLink,
} from '#contract/schemas/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import type { MailOutbox } from '../../mail/outbox.ts';
import type { FormVisitor } from '../contact/service.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SettingsRepository } from '../settings/repository.ts';
import { signConfirmationToken, verifyConfirmationToken } from './confirmation-token.ts';
import { confirmationMail, type MailSignature } from './mails.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** An address that has not confirmed within this many days is erased. */
export const PENDING_RETENTION_DAYS = UNCONFIRMED_SUBSCRIBER_DAYS;

interface Dependencies {
  db: Db;
  rateLimiter: RateLimiter;
  settings: SettingsRepository;
  /** The outbox inside a transaction: a confirmation mail is queued with its subscriber or not at all. */
  outboxIn: (db: Db) => MailOutbox;
  /** Called once mail is committed (wakes the mail sender). */
  onQueued?: () => void;
  /** Where a subscription's work runs, once its answer has left. */
  afterAnswer: AfterAnswer;
  /** Signs confirmation and unsubscribe links. */
  secret: string;
  /** PUBLIC_URL: every link in a mail starts with its origin, never with a request's Host. */
  publicUrl: string;
}

const linkInvalid = () => new HttpError(404, 'newsletter_link_invalid');

export function createNewsletterService({
  db,
  rateLimiter,
  settings,
  outboxIn,
  onQueued,
  afterAnswer,
  secret,
  publicUrl,
}: Dependencies) {
  const origin = new URL(publicUrl).origin;
  const byEmail = (email: string) => eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase());
  const linkOf = (path: string, language: Language, email: string, token: string) =>
    `${origin}${localizedPath(path, language)}?${new URLSearchParams({ email, token })}`;

  const confirmUrl = (email: string, language: Language) =>
    linkOf(NEWSLETTER_CONFIRM_PATH, language, email, signConfirmationToken(secret, email));
  const unsubscribeUrl = (email: string, language: Language) =>
    linkOf(NEWSLETTER_UNSUBSCRIBE_PATH, language, email, signUnsubscribeToken(secret, email));

  async function signature(): Promise<MailSignature> {
    const site = await settings.getSiteSettings();
    return { company: site.company.name, site: `${origin}/` };
  }

  /**
   * Double opt-in: a new (or unsubscribed) address becomes pending and gets a confirmation mail; a
   * pending one gets it again and is asked anew; a confirmed one nothing. The mail is queued with its
   * subscriber or not at all, and only while the mailbox has not had its share of the day's mails
   * to visitors (ADR 0037).
   */
  async function register(email: string, language: Language) {
    const [existing] = await db.select().from(newsletterSubscribers).where(byEmail(email));
    if (existing?.status === 'confirmed') return;
    const from = await signature();
    const queued = await db.transaction(async (tx) => {
      const values = { status: 'pending' as const, language, requestedAt: new Date(), unsubscribedAt: null };
      const [row] = existing
        ? await tx
            .update(newsletterSubscribers)
            .set(values)
            .where(eq(newsletterSubscribers.id, existing.id))
            .returning()
        : await tx
            .insert(newsletterSubscribers)
            .values({ email, ...values })
            .onConflictDoNothing()
            .returning();
      if (!row) return null;
      return outboxIn(tx as unknown as Db).enqueueToVisitor({
        kind: 'newsletter-confirmation',
        to: row.email,
        ...confirmationMail(language, confirmUrl(row.email, language), from),
      });
    });
    if (queued) onQueued?.();
  }

  /** The address's state behind a genuine confirmation link (404 for a link not ours). */
  async function stateOf({ email, token }: NewsletterLink) {
    if (!verifyConfirmationToken(secret, email, token)) throw linkInvalid();
    const [current] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(byEmail(email));
    return current?.status;
  }

  return {
    /**
     * Counts the visitor's address (429 over the limit) and answers; the rest (register) runs after
     * the answer, so that a known address and a new one answer alike and in the same time: nobody
     * learns who is subscribed, by the answer or by its delay.
     */
    async subscribe(email: string, visitor: FormVisitor): Promise<void> {
      await rateLimiter.enforce(`newsletter:${visitor.ip}`, PUBLIC_FORM_LIMITS.newsletter);
      afterAnswer.run(() => register(email, visitor.language));
    },

    /** Waits for the subscriptions still being registered after their answer. */
    settled: () => afterAnswer.settled(),

    /** What the confirmation page offers, changing nothing: a mail scanner opens links too. */
    async confirmationState(link: NewsletterLink): Promise<NewsletterConfirmationState> {
      const status = await stateOf(link);
      return status === 'pending' || status === 'confirmed' ? status : 'expired';
    },

    /** A confirmation link posted: a pending address is confirmed; one gone (purged, unsubscribed) is 'expired'. */
    async confirm(link: NewsletterLink): Promise<NewsletterConfirmation> {
      if (!verifyConfirmationToken(secret, link.email, link.token)) throw linkInvalid();
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date() })
        .where(and(byEmail(link.email), eq(newsletterSubscribers.status, 'pending')))
        .returning({ id: newsletterSubscribers.id });
      if (row) return 'confirmed';
      return (await stateOf(link)) === 'confirmed' ? 'confirmed' : 'expired';
    },

    /** Throws the API's 404 unless the link is ours for this address. */
    checkUnsubscribeLink({ email, token }: NewsletterLink): void {
      if (!verifyUnsubscribeToken(secret, email, token)) throw linkInvalid();
    },

    /** Unsubscribes with a signed link (idempotent: the first date is kept). */
    async unsubscribe({ email, token }: NewsletterLink): Promise<void> {
      if (!verifyUnsubscribeToken(secret, email, token)) throw linkInvalid();
      await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
        .where(and(byEmail(email), ne(newsletterSubscribers.status, 'unsubscribed')));
    },

    /** Erases the addresses still pending after PENDING_RETENTION_DAYS; safe on several servers at once. */
    async purgeUnconfirmed(): Promise<number> {
      const purged = await db
        .delete(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.status, 'pending'),
            lt(newsletterSubscribers.requestedAt, sql`now() - ${`${PENDING_RETENTION_DAYS} days`}::interval`),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      return purged.length;
    },

    confirmUrl,
    unsubscribeUrl,
    signature,
    origin,
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
