import { defineMessages } from '#app/i18n/define-messages.ts';

export const whatsAppMessages = defineMessages({
  fr: {
    chat: 'Discuter sur WhatsApp',
    chat_short: 'Écrire sur WhatsApp',
    chat_about: 'Discuter de « {service} » sur WhatsApp',
  },
  en: {
    chat: 'Chat on WhatsApp',
    chat_short: 'Chat with us on WhatsApp',
    chat_about: 'Chat about “{service}” on WhatsApp',
  },
});
