import { defineMessages } from '#app/i18n/define-messages.ts';

/** The team as visitors see it, in a page's team section. */
export const teamMessages = defineMessages({
  fr: { empty: 'La présentation de l’équipe arrive bientôt.' },
  en: { empty: 'Our team introduction is coming soon.' },
});
