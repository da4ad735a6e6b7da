import { defineMessages } from '#app/i18n/define-messages.ts';

export const solutionsMessages = defineMessages({
  fr: {
    'meta.title': 'Nos solutions clés en main',
    'meta.description':
      'Des offres complètes qui combinent développement, hébergement, design et communication : gestion scolaire, présence en ligne des PME, boutique avec paiement mobile et plus encore.',
    'nav.label': 'Accès rapide aux solutions',
    'features.title': 'Ce qui est inclus',
    'details.summary': 'En savoir plus',
    'cta.button': 'Demander un devis',
    'cta.button_for': 'Demander un devis pour {name}',
    empty: 'Aucune solution disponible pour le moment.',
    'bottom_cta.title': 'Un besoin sur mesure ?',
    'bottom_cta.text':
      'Vous ne trouvez pas la solution qui vous convient ? Décrivez-nous votre projet : nous construisons une offre adaptée.',
    'bottom_cta.button': 'Nous contacter',
  },
  en: {
    'meta.title': 'Our turnkey solutions',
    'meta.description':
      'Complete packages combining development, hosting, design and communication: school management, online presence for SMEs, shops with mobile payments and more.',
    'nav.label': 'Jump to a solution',
    'features.title': 'What is included',
    'details.summary': 'Learn more',
    'cta.button': 'Request a quote',
    'cta.button_for': 'Request a quote for {name}',
    empty: 'No solutions available at the moment.',
    'bottom_cta.title': 'Need something tailored?',
    'bottom_cta.text':
      "Can't find the right solution? Tell us about your project and we will put together a package that fits.",
    'bottom_cta.button': 'Contact us',
  },
});
