import { z } from 'zod';

export const newsletterSubscriptionSchema = z
  .object({
    email: z
      .string({ error: 'email_required' })
      .trim()
      .min(1, { error: 'email_required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
  })
  .strict();

export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A subscriber as GET /api/admin/newsletter returns it. */
export interface AdminSubscriber {
  id: number;
  email: string;
  language: string;
  status: SubscriberStatus;
  created_at: string;
  unsubscribed_at: string | null;
}
