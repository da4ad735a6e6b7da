import type { BadgeTone } from '#app/components/admin/status-badge.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import type { OutboxStatus } from '#contract/schemas/mail-outbox.ts';
import { mailOutboxAdminMessages } from './messages.ts';

export const MAIL_STATUS_TONES: Record<OutboxStatus, BadgeTone> = { pending: 'amber', sent: 'green', failed: 'red' };
const KNOWN_KINDS = [
  'contact-notification',
  'contact-acknowledgement',
  'testimonial-notification',
  'testimonial-acknowledgement',
  'lead-reply',
  'follow-up-reminder',
  'quote',
  'quote-decision',
  'job-application-notification',
  'job-application-acknowledgement',
  'newsletter-confirmation',
  'newsletter',
  'newsletter-test',
] as const;

/** The name of a kind of mail; a kind added later shows under its own code rather than a missing key. */
export function useMailKindName() {
  const t = useT(mailOutboxAdminMessages);
  return (kind: string) =>
    (KNOWN_KINDS as readonly string[]).includes(kind) ? t(`kind.${kind as (typeof KNOWN_KINDS)[number]}`) : kind;
}
