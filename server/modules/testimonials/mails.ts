import type { Language } from '#contract/languages.ts';
import type { ValidTestimonialSubmission } from '#contract/schemas/testimonial.ts';
import { acknowledgementWithheldNote, firstNameOf } from '../../mail/visitor-mail.ts';

/** The staff's moderation queue, under PUBLIC_URL (never the request's Host). */
export function moderationQueueUrl(publicOrigin: string): string {
  return `${publicOrigin}/admin/testimonials`;
}

/** The staff's mail, in French: who wrote, what they wrote, whether they were acknowledged, and where to approve or reject it. */
export function testimonialNotification(
  testimonial: ValidTestimonialSubmission,
  details: { id: number; hasPhoto: boolean; language: Language; publicOrigin: string; acknowledged: boolean },
) {
  const lines = [
    `Nouveau témoignage #${details.id} à valider, envoyé depuis le site`,
    acknowledgementWithheldNote(details.acknowledged),
    '',
    `Nom : ${testimonial.client_name}`,
    testimonial.client_title ? `Fonction : ${testimonial.client_title}` : null,
    testimonial.client_company ? `Entreprise : ${testimonial.client_company}` : null,
    `Email : ${testimonial.client_email}`,
    testimonial.rating ? `Note : ${testimonial.rating} sur 5` : null,
    `Photo : ${details.hasPhoto ? 'jointe' : 'aucune'}`,
    `Langue du visiteur : ${details.language === 'fr' ? 'français' : 'anglais'}`,
    '',
    testimonial.content,
    '',
    'Il n’apparaîtra sur le site qu’une fois approuvé. File de modération :',
    moderationQueueUrl(details.publicOrigin),
  ];
  return {
    subject: `[Témoignage] ${testimonial.client_name} : à valider`,
    text: lines.filter((line) => line !== null).join('\n'),
  };
}

const TEXTS = {
  fr: {
    subject: (company: string) => `Merci pour votre témoignage : ${company}`,
    greeting: (name: string) => `Bonjour ${name},`,
    received:
      'Merci d’avoir pris le temps de partager votre expérience. Votre témoignage apparaîtra sur notre site une fois validé par notre équipe.',
    signature: (company: string) => `L’équipe ${company}`,
  },
  en: {
    subject: (company: string) => `Thank you for your testimonial: ${company}`,
    greeting: (name: string) => `Hello ${name},`,
    received:
      'Thank you for taking the time to share your experience. Your testimonial will appear on our site once our team has approved it.',
    signature: (company: string) => `The ${company} team`,
  },
} as const;

/**
 * The visitor's mail, in their language: received, shown once approved. It goes to an address anyone
 * can type, so it repeats nothing they wrote but their first name (ADR 0037).
 */
export function testimonialAcknowledgement(name: string, language: Language, company: { name: string; site: string }) {
  const text = TEXTS[language];
  return {
    subject: text.subject(company.name),
    text: [text.greeting(firstNameOf(name)), '', text.received, '', text.signature(company.name), company.site].join(
      '\n',
    ),
  };
}
