import { defineMessages } from '../define-messages.ts';

/** What an editor sees on a screen reserved to administrators. */
export const adminOnlyMessages = defineMessages({
  fr: {
    title: 'Accès réservé aux administrateurs',
    description:
      'Votre compte ({role}) ne permet pas d’ouvrir cette page. Si vous en avez besoin, demandez à un administrateur.',
    back: 'Retour au tableau de bord',
  },
  en: {
    title: 'Administrators only',
    description: 'Your account ({role}) cannot open this page. If you need it, ask an administrator.',
    back: 'Back to the dashboard',
  },
});
