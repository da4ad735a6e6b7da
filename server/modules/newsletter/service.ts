import { eq, sql } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

export function createNewsletterService(db: Db, secret: string, publicUrl: string) {
  const byEmail = (email: string) => eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase());

  return {
    /** Idempotent: subscribing twice keeps one subscriber; an unsubscribed address subscribes again. */
    async subscribe(email: string, language: Language) {
      const [existing] = await db.select().from(newsletterSubscribers).where(byEmail(email));
      if (existing?.status === 'subscribed') return { created: false };
      if (existing) {
        await db
          .update(newsletterSubscribers)
          .set({ status: 'subscribed', unsubscribedAt: null, language })
          .where(eq(newsletterSubscribers.id, existing.id));
        return { created: false };
      }
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email, language })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return { created: inserted.length > 0 };
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
