import { createHash } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { localizedPath } from '#contract/page-urls.ts';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterConfirmation,
  type NewsletterLink,
} from '#contract/schemas/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { MailOutbox } from '../../mail/outbox.ts';
import type { FormVisitor } from '../contact/service.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter, type RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { SettingsRepository } from '../settings/repository.ts';
import { signConfirmationToken, verifyConfirmationToken } from './confirmation-token.ts';
import { confirmationMail, type MailSignature } from './mails.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** An address that has not confirmed within this many days is erased. */
export const PENDING_RETENTION_DAYS = 30;
/** Confirmation mails to one address: asking again past this sends nothing (and answers the same). */
export const CONFIRMATION_MAILS_PER_ADDRESS: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

interface Dependencies {
  db: Db;
  rateLimiter: RateLimiter;
  settings: SettingsRepository;
  /** The outbox inside a transaction: a confirmation mail is queued with its subscriber or not at all. */
  outboxIn: (db: Db) => MailOutbox;
  /** Called once mail is committed (wakes the mail sender). */
  onQueued?: () => void;
  /** Signs confirmation and unsubscribe links. */
  secret: string;
  /** PUBLIC_URL: every link in a mail starts with its origin, never with a request's Host. */
  publicUrl: string;
}

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const linkInvalid = () => new HttpError(404, 'newsletter_link_invalid');

export function createNewsletterService({
  db,
  rateLimiter,
  settings,
  outboxIn,
  onQueued,
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

  /** Whether one more confirmation mail may go to this address (counted by a digest, not the address itself). */
  async function mayMail(email: string): Promise<boolean> {
    const digest = createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 22);
    return (await rateLimiter.hit(`newsletter-confirmation:${digest}`, CONFIRMATION_MAILS_PER_ADDRESS)).allowed;
  }

  /** Makes the address pending (new, or unsubscribed before) and queues its confirmation mail, in one transaction. */
  async function request(email: string, language: Language, existing: SubscriberRow | undefined, mail: boolean) {
    const from = mail ? await signature() : null;
    await db.transaction(async (tx) => {
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
      if (!row || !from) return;
      await outboxIn(tx as unknown as Db).enqueue({
        kind: 'newsletter-confirmation',
        to: row.email,
        ...confirmationMail(language, confirmUrl(row.email, language), from),
      });
    });
    if (from) onQueued?.();
  }

  return {
    /**
     * Double opt-in: a new (or unsubscribed) address becomes pending and gets a confirmation mail; a
     * pending one gets it again, a few times an hour at most; a confirmed one nothing. The answer never
     * says which, so that nobody can learn who is subscribed.
     */
    async subscribe(email: string, visitor: FormVisitor): Promise<void> {
      await rateLimiter.enforce(`newsletter:${visitor.ip}`, PUBLIC_FORM_LIMITS.newsletter);
      const [existing] = await db.select().from(newsletterSubscribers).where(byEmail(email));
      if (existing?.status === 'confirmed') return;
      const mail = await mayMail(email);
      if (existing?.status === 'pending') {
        if (!mail) return;
        return request(existing.email, visitor.language, existing, true);
      }
      return request(email, visitor.language, existing, mail);
    },

    /** A confirmation link followed: a pending address is confirmed; one gone (purged, unsubscribed) is 'expired'. */
    async confirm({ email, token }: NewsletterLink): Promise<NewsletterConfirmation> {
      if (!verifyConfirmationToken(secret, email, token)) throw linkInvalid();
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date() })
        .where(and(byEmail(email), eq(newsletterSubscribers.status, 'pending')))
        .returning({ id: newsletterSubscribers.id });
      if (row) return 'confirmed';
      const [current] = await db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(byEmail(email));
      return current?.status === 'confirmed' ? 'confirmed' : 'expired';
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
