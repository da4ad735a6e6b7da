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
export const adminSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  language: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;
