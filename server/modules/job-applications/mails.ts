import type { Language } from '#contract/languages.ts';
import type { ValidJobApplicationSubmission } from '#contract/schemas/job-application.ts';
import { acknowledgementWithheldNote, firstNameOf } from '../../mail/visitor-mail.ts';

/** An application in the admin, under PUBLIC_URL (never the request's Host). */
export function applicationAdminUrl(publicOrigin: string, id: number): string {
  return `${publicOrigin}/admin/job-applications/${id}`;
}

/** The staff's mail, in French: who applied to which job, whether they were acknowledged, and where to read the application and its CV. */
export function jobApplicationNotification(
  application: ValidJobApplicationSubmission,
  details: {
    id: number;
    jobTitle: string;
    cvFileName: string;
    language: Language;
    publicOrigin: string;
    acknowledged: boolean;
  },
) {
  const lines = [
    `Nouvelle candidature #${details.id} pour le poste « ${details.jobTitle} »`,
    acknowledgementWithheldNote(details.acknowledged),
    '',
    `Nom : ${application.name}`,
    `Email : ${application.email}`,
    application.phone ? `Téléphone : ${application.phone}` : null,
    `CV : ${details.cvFileName}`,
    `Langue du candidat : ${details.language === 'fr' ? 'français' : 'anglais'}`,
    '',
    application.message,
    '',
    'Le CV se télécharge depuis l’administration :',
    applicationAdminUrl(details.publicOrigin, details.id),
  ];
  return {
    subject: `[Candidature] ${application.name} : ${details.jobTitle}`,
    text: lines.filter((line) => line !== null).join('\n'),
  };
}

const TEXTS = {
  fr: {
    subject: (job: string) => `Votre candidature : ${job}`,
    greeting: (name: string) => `Bonjour ${name},`,
    received: (job: string) =>
      `Merci pour votre candidature au poste « ${job} ». Nous l’avons bien reçue avec votre CV ; notre équipe l’étudie et revient vers vous si votre profil correspond.`,
    retention: (years: number) =>
      `Conformément à notre politique de confidentialité, votre candidature et votre CV sont conservés ${years} ans, puis supprimés.`,
    signature: (company: string) => `L’équipe ${company}`,
  },
  en: {
    subject: (job: string) => `Your application: ${job}`,
    greeting: (name: string) => `Hello ${name},`,
    received: (job: string) =>
      `Thank you for applying for the “${job}” position. We have received your application and your CV; our team is reviewing it and will get back to you if your profile is a match.`,
    retention: (years: number) =>
      `As our privacy policy states, your application and your CV are kept for ${years} years, then deleted.`,
    signature: (company: string) => `The ${company} team`,
  },
} as const;

/**
 * The candidate's mail, in their language: received, what happens next, how long it is kept. It goes
 * to an address anyone can type, so it repeats nothing they wrote but their first name (ADR 0037);
 * the job's title is ours.
 */
export function jobApplicationAcknowledgement(
  name: string,
  language: Language,
  details: { jobTitle: string; company: string; site: string; retentionYears: number },
) {
  const text = TEXTS[language];
  return {
    subject: text.subject(details.jobTitle),
    text: [
      text.greeting(firstNameOf(name)),
      '',
      text.received(details.jobTitle),
      '',
      text.retention(details.retentionYears),
      '',
      text.signature(details.company),
      details.site,
    ].join('\n'),
  };
}
