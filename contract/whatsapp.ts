import { z } from 'zod';
import type { Language } from './languages.ts';

/** E.164 allows at most 15 digits; a real number has at least 8 with its country code. */
const DIGITS = /^\d{8,15}$/;

/** Its digits alone, as wa.me wants them: "+224 620 00 00 00" gives "224620000000". */
export const whatsAppDigits = (number: string) => number.replace(/\D/g, '');

/**
 * A WhatsApp number as the settings keep it: international ("+" and the country code), since a
 * click-to-chat link has no country to guess from. Spaces, dots, dashes and brackets are allowed.
 */
export const internationalPhoneSchema = z
  .string()
  .trim()
  .refine((value) => /^\+[0-9 ().-]+$/.test(value) && DIGITS.test(whatsAppDigits(value)), {
    error: 'international_phone_expected',
  });

/** Where a WhatsApp link sits; the dashboard counts taps per place and per service. */
export const WHATSAPP_PLACEMENTS = ['header', 'service', 'contact'] as const;
export type WhatsAppPlacement = (typeof WHATSAPP_PLACEMENTS)[number];

/** Body of POST /api/whatsapp-clicks, sent by the page as a beacon: no cookie, no identifier. */
export const whatsAppClickSchema = z
  .object({
    placement: z.enum(WHATSAPP_PLACEMENTS),
    service_id: z.number().int().positive().max(2_147_483_647).optional(),
    path: z.string().startsWith('/').max(300),
    language: z.enum(['fr', 'en']),
  })
  .strict();
export type WhatsAppClick = z.infer<typeof whatsAppClickSchema>;

/** What the link's message names: a service, a page, or nothing (a page that has no name, a 404). */
export type WhatsAppTopic = { service: string } | { page: string } | null;

const GREETING: Record<Language, (company: string, topic: WhatsAppTopic) => string> = {
  fr: (company, topic) =>
    !topic
      ? `Bonjour ${company}, je vous écris depuis votre site.`
      : 'service' in topic
        ? `Bonjour ${company}, je souhaite en savoir plus sur votre service « ${topic.service} ».`
        : `Bonjour ${company}, je vous écris depuis la page « ${topic.page} » de votre site.`,
  en: (company, topic) =>
    !topic
      ? `Hello ${company}, I am writing from your website.`
      : 'service' in topic
        ? `Hello ${company}, I would like to know more about your “${topic.service}” service.`
        : `Hello ${company}, I am writing from the “${topic.page}” page of your website.`,
};

/** https://wa.me/<digits>?text=…: opens a chat with the company, the message typed in, nothing sent yet. */
export function whatsAppLink(number: string, company: string, topic: WhatsAppTopic, language: Language): string {
  const text = encodeURIComponent(GREETING[language](company, topic));
  return `https://wa.me/${whatsAppDigits(number)}?text=${text}`;
}
