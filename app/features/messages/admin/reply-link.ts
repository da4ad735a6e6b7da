import type { AdminMessage } from '#contract/schemas/message.ts';

/** A mailto: link answering the sender, the subject prefilled as a reply. */
export function replyLinkOf(message: Pick<AdminMessage, 'email' | 'subject'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
