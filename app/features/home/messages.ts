import { defineMessages } from '#app/i18n/define-messages.ts';

export const homeMessages = defineMessages({
  fr: {
    'meta.title': 'Weltaare : solutions digitales à Conakry, Guinée',
    'meta.description':
      'Développement web et mobile, hébergement, design, communication digitale, e-commerce, études à l’étranger et transfert d’argent : Weltaare accompagne les entreprises guinéennes.',
    'hero.badge': 'Votre partenaire digital en Guinée',
    'hero.title': 'Des solutions digitales qui font grandir votre entreprise',
    'hero.description':
      'Sites web, applications mobiles, hébergement, design et communication : une équipe basée à Conakry qui conçoit, lance et fait vivre vos projets numériques.',
    'hero.cta_contact': 'Démarrer un projet',
    'hero.cta_portfolio': 'Voir nos réalisations',
    'stats.title': 'Weltaare en chiffres',
    'why.title': 'Pourquoi choisir Weltaare ?',
    'why.subtitle':
      'Une équipe guinéenne, des méthodes éprouvées et un accompagnement qui ne s’arrête pas à la livraison.',
    'why.local.title': 'Expertise locale',
    'why.local.description':
      'Une présence locale à Conakry : nous connaissons vos clients, vos contraintes de réseau et les moyens de paiement utilisés en Guinée.',
    'why.global.title': 'Standards internationaux',
    'why.global.description':
      'Des standards internationaux de qualité, de sécurité et d’accessibilité, appliqués à chaque site et à chaque application.',
    'why.innovation.title': 'Innovation',
    'why.innovation.description':
      'Des technologies modernes choisies pour durer : pages rapides, applications mobiles hors ligne, paiement mobile intégré.',
    'why.support.title': 'Support 24/7',
    'why.support.description':
      'Une équipe joignable 24 heures sur 24 et 7 jours sur 7 pour garder vos services en ligne et répondre à vos questions.',
    'projects.title': 'Nos réalisations',
    'projects.subtitle': 'Quelques projets récents menés avec nos clients en Guinée.',
    'projects.view': 'Voir le projet',
    'projects.view_about': 'Voir le projet {title}',
    'projects.all': 'Voir tout le portfolio',
    'projects.empty': 'Aucune réalisation à afficher pour le moment.',
    'projects.loading': 'Chargement des réalisations…',
    'testimonials.title': 'Ce que disent nos clients',
    'testimonials.subtitle': 'Ils nous ont confié leurs projets et racontent leur expérience.',
    'testimonials.rating': 'Note : {rating} sur 5',
    'testimonials.empty': 'Aucun témoignage disponible pour le moment.',
    'testimonials.loading': 'Chargement des témoignages…',
    'cta.title': 'Prêt à lancer votre projet ?',
    'cta.description':
      'Parlez-nous de votre idée : nous vous répondons sous 24 heures avec une première proposition, sans engagement.',
    'cta.contact': 'Contactez-nous',
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
    'stats.title': 'Weltaare in numbers',
    'why.title': 'Why choose Weltaare?',
    'why.subtitle': 'A Guinean team, proven methods and support that does not stop at delivery.',
    'why.local.title': 'Local expertise',
    'why.local.description':
      'A local presence in Conakry: we know your customers, your network constraints and the payment methods used in Guinea.',
    'why.global.title': 'Global standards',
    'why.global.description':
      'International standards of quality, security and accessibility, applied to every website and every app.',
    'why.innovation.title': 'Innovation',
    'why.innovation.description':
      'Modern technologies chosen to last: fast pages, offline-ready mobile apps, built-in mobile money payments.',
    'why.support.title': '24/7 support',
    'why.support.description':
      'A team you can reach 24 hours a day, 7 days a week, to keep your services online and answer your questions.',
    'projects.title': 'Our work',
    'projects.subtitle': 'A few recent projects delivered with our clients in Guinea.',
    'projects.view': 'View the project',
    'projects.view_about': 'View the project {title}',
    'projects.all': 'See the full portfolio',
    'projects.empty': 'No projects to show at the moment.',
    'projects.loading': 'Loading the projects...',
    'testimonials.title': 'What our clients say',
    'testimonials.subtitle': 'They trusted us with their projects and share their experience.',
    'testimonials.rating': 'Rating: {rating} out of 5',
    'testimonials.empty': 'No testimonials available at the moment.',
    'testimonials.loading': 'Loading the testimonials...',
    'cta.title': 'Ready to launch your project?',
    'cta.description': 'Tell us about your idea: we answer within 24 hours with a first proposal, with no commitment.',
    'cta.contact': 'Contact us',
  },
});
