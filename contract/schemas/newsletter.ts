import { z } from 'zod';
import { localizedText } from '../localized.ts';

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

/** Double opt-in (ADR 0024): an address is pending until its confirmation link is followed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A subscriber as GET /api/admin/newsletter returns it. */
export const adminSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  language: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

/** The public pages a subscriber's mails link to (French paths; English under /en). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** What a confirmation or unsubscribe link carries: the address and our signature of it. */
export const newsletterLinkSchema = z.object({
  email: z.email({ error: 'email_invalid' }).max(254, { error: 'too_long' }),
  token: z.string({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'too_long' }),
});
export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

/** What following a genuine confirmation link did: confirmed now or before, or the request is gone (purged, unsubscribed). */
export type NewsletterConfirmation = 'confirmed' | 'expired';
/** What a genuine confirmation link's page offers before anything is posted: the button while the address is pending. */
export type NewsletterConfirmationState = 'pending' | NewsletterConfirmation;

/** A newsletter written by staff: a draft until sent, then sending (pausable), then sent. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'paused', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** What staff write (POST and PUT /api/admin/newsletter/issues); the body is sanitized rich text. */
export const newsletterIssueInputSchema = z
  .object({
    subject: localizedText(200),
    body: localizedText(100_000),
  })
  .strict();
export type NewsletterIssueInput = z.input<typeof newsletterIssueInputSchema>;

const bothLanguages = z.object({ fr: z.string(), en: z.string().optional() });

/** How far a sending is: queued in the outbox (each subscriber once), left by SMTP, and the whole. */
export const newsletterProgressSchema = z.object({ total: z.number(), queued: z.number(), sent: z.number() });
export type NewsletterProgress = z.infer<typeof newsletterProgressSchema>;

export const adminNewsletterIssueSchema = z.object({
  id: z.number(),
  subject: bothLanguages,
  body: bothLanguages,
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  progress: newsletterProgressSchema,
});
export type AdminNewsletterIssue = z.infer<typeof adminNewsletterIssueSchema>;

/** The mail as a subscriber of a language will get it (POST /api/admin/newsletter/issues/preview). */
export const newsletterPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;
