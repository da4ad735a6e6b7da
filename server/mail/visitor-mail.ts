import { VISITOR_MAILS_PER_MAILBOX_PER_DAY } from './outbox.ts';

/** Longest first name a mail to a visitor repeats: nothing else they wrote is ever sent to the address they typed. */
export const FIRST_NAME_MAX_LENGTH = 40;

/** The first word of the name a visitor typed, cut at FIRST_NAME_MAX_LENGTH characters. */
export function firstNameOf(name: string): string {
  const [first = ''] = name.trim().split(/\s+/u);
  return Array.from(first).slice(0, FIRST_NAME_MAX_LENGTH).join('');
}

/** The line a staff notification gains when the visitor's acknowledgement was not sent (in French, as those mails are). */
export function acknowledgementWithheldNote(queued: boolean): string | null {
  if (queued) return null;
  return `Accusé de réception non envoyé : cette boîte mail a déjà reçu ${VISITOR_MAILS_PER_MAILBOX_PER_DAY} emails du site ces dernières 24 heures.`;
}
