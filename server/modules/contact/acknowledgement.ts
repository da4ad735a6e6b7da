import type { Language } from '#contract/languages.ts';
import { firstNameOf } from '../../mail/visitor-mail.ts';

/** How the visitor can reach the company sooner, as the settings hold it. */
export interface CompanyReach {
  name: string;
  phone: string;
  whatsapp?: string | undefined;
  /** The site's address under PUBLIC_URL. */
  site: string;
}

const TEXTS = {
  fr: {
    subject: (company: string) => `Nous avons bien reçu votre message : ${company}`,
    greeting: (name: string) => `Bonjour ${name},`,
    received: 'Merci pour votre message : nous l’avons bien reçu et nous vous répondons sous 24 heures (jours ouvrés).',
    sooner: 'Pour nous joindre plus vite :',
    phone: 'Téléphone',
    whatsapp: 'WhatsApp',
    signature: (company: string) => `L’équipe ${company}`,
    separator: ' : ',
  },
  en: {
    subject: (company: string) => `We have received your message: ${company}`,
    greeting: (name: string) => `Hello ${name},`,
    received: 'Thank you for your message: we have received it and will answer within 24 hours (working days).',
    sooner: 'To reach us sooner:',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    signature: (company: string) => `The ${company} team`,
    separator: ': ',
  },
} as const;

/**
 * The mail a visitor gets at once, in their language: when they will hear back and the company's
 * phone and WhatsApp. It goes to an address anyone can type, so it repeats nothing they wrote but
 * their first name (ADR 0037).
 */
export function contactAcknowledgement(name: string, language: Language, company: CompanyReach) {
  const text = TEXTS[language];
  const lines = [
    text.greeting(firstNameOf(name)),
    '',
    text.received,
    '',
    text.sooner,
    `${text.phone}${text.separator}${company.phone}`,
    company.whatsapp ? `${text.whatsapp}${text.separator}${company.whatsapp}` : null,
    '',
    text.signature(company.name),
    company.site,
  ];
  return {
    subject: text.subject(company.name),
    text: lines.filter((line) => line !== null).join('\n'),
  };
}
