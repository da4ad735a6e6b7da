import { subjectIn } from '#contract/contact-subject.ts';
import { formatLongDate } from '#contract/intl-formats.ts';
import type { Language } from '#contract/languages.ts';
import { leadAdminPath } from '#contract/schemas/message.ts';

/** A lead a reminder lists: its sender, its subject and the day staff meant to follow it up. */
export interface RemindedLead {
  id: number;
  name: string;
  subject: string;
  followUpOn: string;
}

const TEXTS = {
  fr: {
    subject: (count: number) =>
      count === 1 ? 'Relance du jour\u00a0: 1 demande à suivre' : `Relances du jour\u00a0: ${count} demandes à suivre`,
    greeting: (name: string) => `Bonjour ${name},`,
    due: 'À relancer aujourd’hui\u00a0:',
    overdue: 'En retard\u00a0:',
    plannedOn: (date: string) => `prévue le ${date}`,
    all: 'Toutes les demandes\u00a0:',
    why: 'Vous recevez ce message parce que ces demandes vous sont attribuées sur le site Weltaare.',
  },
  en: {
    subject: (count: number) => (count === 1 ? 'Today’s follow-up: 1 lead' : `Today’s follow-ups: ${count} leads`),
    greeting: (name: string) => `Hello ${name},`,
    due: 'To follow up today:',
    overdue: 'Overdue:',
    plannedOn: (date: string) => `due on ${date}`,
    all: 'All leads:',
    why: 'You get this message because these leads are assigned to you on the Weltaare site.',
  },
} as const;

/**
 * The one mail a member of staff gets on a day with follow-ups: those due that day, then those
 * overdue (oldest first), each with the link to its lead in the back office, in their language.
 */
export function followUpReminderMail(
  recipient: { name: string; language: Language },
  leads: readonly RemindedLead[],
  { day, adminOrigin }: { day: string; adminOrigin: string },
) {
  const { language } = recipient;
  const texts = TEXTS[language];
  const line = (lead: RemindedLead, late: boolean) => {
    const when = late ? ` (${texts.plannedOn(formatLongDate(lead.followUpOn, language))})` : '';
    return `- ${lead.name} — ${subjectIn(lead.subject, language)}${when}\n  ${adminOrigin}${leadAdminPath(lead.id, language)}`;
  };
  const due = leads.filter((lead) => lead.followUpOn === day);
  const overdue = leads.filter((lead) => lead.followUpOn < day);
  const sections = [
    due.length > 0 ? [texts.due, ...due.map((lead) => line(lead, false))].join('\n') : null,
    overdue.length > 0 ? [texts.overdue, ...overdue.map((lead) => line(lead, true))].join('\n') : null,
  ].filter((section) => section !== null);
  return {
    subject: texts.subject(leads.length),
    text: [
      texts.greeting(recipient.name),
      ...sections,
      `${texts.all} ${adminOrigin}/admin/messages${language === 'en' ? '?lang=en' : ''}`,
      texts.why,
    ].join('\n\n'),
  };
}
