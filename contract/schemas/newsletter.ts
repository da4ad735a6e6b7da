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
