import { defineMessages } from '#app/i18n/define-messages.ts';

export const legalMessages = defineMessages({
  fr: {
    'privacy.meta_description':
      'Comment Weltaare collecte, utilise, conserve et protège vos données personnelles, et comment exercer vos droits.',
    'terms.meta_description':
      'Conditions générales de vente de Weltaare : devis, commandes, prix, paiement, délais, recette, propriété intellectuelle et litiges.',
    'legal.meta_description':
      'Mentions légales du site Weltaare : éditeur, directeur de la publication, hébergement, propriété intellectuelle et données personnelles.',
    'accessibility.meta_description':
      'Déclaration d’accessibilité du site Weltaare : niveau visé (WCAG 2.2 AA), ce qui est mesuré, limites connues et comment signaler un obstacle.',
    // The documents' first names: their search result's title (the page's own is its header's).
    'privacy.title': 'Politique de confidentialité',
    'terms.title': 'Conditions générales de vente',
    'legal.title': 'Mentions légales',
    'accessibility.title': 'Déclaration d’accessibilité',
    'toc.title': 'Sommaire',
    updated: 'Dernière mise à jour',
    back_to_top: 'Retour au sommaire',
    'contact.title': 'Une question sur ce document ?',
    'contact.text': 'Notre équipe vous répond par courrier électronique ou par téléphone.',
    'contact.email': 'Adresse électronique',
    'contact.phone': 'Téléphone',
    // Shown on the English versions only: the spec makes the French text the legal one.
    'translation.notice': 'Traduction fournie pour commodité : le texte français fait foi.',
    'translation.link': 'Lire le texte français',
  },
  en: {
    'privacy.meta_description':
      'How Weltaare collects, uses, keeps and protects your personal data, and how to exercise your rights.',
    'terms.meta_description':
      "Weltaare's general terms of sale: quotes, orders, prices, payment, lead times, acceptance, intellectual property and disputes.",
    'legal.meta_description':
      'Legal notice of the Weltaare website: publisher, publication director, hosting, intellectual property and personal data.',
    'accessibility.meta_description':
      'Accessibility statement of the Weltaare website: the level aimed at (WCAG 2.2 AA), what is measured, known limitations and how to report a barrier.',
    'privacy.title': 'Privacy Policy',
    'terms.title': 'General Terms of Sale',
    'legal.title': 'Legal Notice',
    'accessibility.title': 'Accessibility Statement',
    'toc.title': 'Contents',
    updated: 'Last updated',
    back_to_top: 'Back to contents',
    'contact.title': 'A question about this document?',
    'contact.text': 'Our team will answer you by email or by phone.',
    'contact.email': 'Email',
    'contact.phone': 'Phone',
    'translation.notice': 'This English version is a translation provided for convenience; the French text prevails.',
    'translation.link': 'Read the French text',
  },
});
