import { defineMessages } from '#app/i18n/define-messages.ts';

export const docsMessages = defineMessages({
  fr: {
    'meta.title': 'Guides clients',
    'meta.description':
      'Guides pratiques pour nos clients : préparer le contenu de votre site, gérer vos emails, mettre à jour votre site, sécuriser vos mots de passe, payer par mobile et suivre votre projet.',
    'toc.title': 'Les guides',
    'toc.read': 'Lire le guide',
    'guide.steps': 'Étapes',
    'guide.tip': 'Bon à savoir',
    'guide.back': 'Retour aux guides',
  },
  en: {
    'meta.title': 'Client guides',
    'meta.description':
      'Practical guides for our clients: prepare your website content, manage your email, update your website, secure your passwords, pay by mobile and follow your project.',
    'toc.title': 'The guides',
    'toc.read': 'Read the guide',
    'guide.steps': 'Steps',
    'guide.tip': 'Good to know',
    'guide.back': 'Back to the guides',
  },
});

export type DocsMessageKey = keyof (typeof docsMessages)['fr'];
