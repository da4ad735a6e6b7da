import { defineMessages } from '#app/i18n/define-messages.ts';

export const homeMessages = defineMessages({
  fr: {
    'meta.title': 'Weltaare : solutions digitales à Conakry, Guinée',
    'meta.description':
      "Développement web et mobile, hébergement, design, communication digitale, e-commerce, études à l'étranger et transfert d'argent : Weltaare accompagne les entreprises guinéennes.",
    'hero.badge': 'Votre partenaire digital en Guinée',
    'hero.title': 'Des solutions digitales qui font grandir votre entreprise',
    'hero.description':
      'Sites web, applications mobiles, hébergement, design et communication : une équipe basée à Conakry qui conçoit, lance et fait vivre vos projets numériques.',
    'hero.cta_contact': 'Démarrer un projet',
    'hero.cta_portfolio': 'Voir nos réalisations',
    'services.title': 'Nos services phares',
    'services.subtitle': 'Tout ce dont votre entreprise a besoin pour réussir en ligne, au même endroit.',
    'services.learn_more': 'En savoir plus',
    'services.learn_more_about': 'En savoir plus sur {name}',
    'services.empty': 'Aucun service disponible pour le moment.',
  },
  en: {
    'meta.title': 'Weltaare: digital solutions in Conakry, Guinea',
    'meta.description':
      'Web and mobile development, hosting, design, digital communication, e-commerce, study abroad and money transfer: Weltaare helps Guinean businesses grow.',
    'hero.badge': 'Your digital partner in Guinea',
    'hero.title': 'Digital solutions that grow your business',
    'hero.description':
      'Websites, mobile apps, hosting, design and communication: a Conakry-based team that designs, launches and runs your digital projects.',
    'hero.cta_contact': 'Start a project',
    'hero.cta_portfolio': 'See our work',
    'services.title': 'Our featured services',
    'services.subtitle': 'Everything your business needs to succeed online, in one place.',
    'services.learn_more': 'Learn more',
    'services.learn_more_about': 'Learn more about {name}',
    'services.empty': 'No services available at the moment.',
  },
});
