import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { FormVisitor } from '../contact/service.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

interface Dependencies {
  db: Db;
  rateLimiter: RateLimiter;
  /** Signs unsubscribe links. */
  secret: string;
  publicUrl: string;
}

export function createNewsletterService({ db, rateLimiter, secret, publicUrl }: Dependencies) {
  const byEmail = (email: string) => eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase());

  return {
    /**
     * Idempotent: subscribing twice keeps one subscriber; an unsubscribed address subscribes again.
     * Says nothing of whether the address was known, so that nobody can learn who is subscribed.
     */
    async subscribe(email: string, visitor: FormVisitor): Promise<void> {
      await rateLimiter.enforce(`newsletter:${visitor.ip}`, PUBLIC_FORM_LIMITS.newsletter);
      const { language } = visitor;
      const [existing] = await db.select().from(newsletterSubscribers).where(byEmail(email));
      if (existing?.status === 'subscribed') return;
      if (existing) {
        await db
          .update(newsletterSubscribers)
          .set({ status: 'subscribed', unsubscribedAt: null, language })
          .where(eq(newsletterSubscribers.id, existing.id));
        return;
      }
      await db.insert(newsletterSubscribers).values({ email, language }).onConflictDoNothing();
    },
    async unsubscribe(email: string, token: string) {
      if (!verifyUnsubscribeToken(secret, email, token)) throw new HttpError(404, 'not_found');
      await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
        .where(byEmail(email));
    },
    unsubscribeUrl(email: string) {
      const params = new URLSearchParams({ email, token: signUnsubscribeToken(secret, email) });
      return `${publicUrl}/api/newsletter/unsubscribe?${params}`;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
