import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';

/** The home page as the site was written: the hero, the figures, the featured lists and the call to action. */
export const homePage: PageSectionInput[] = [
  {
    type: 'hero',
    badge: { fr: 'Votre partenaire digital en Guinée', en: 'Your digital partner in Guinea' },
    title: {
      fr: 'Des solutions digitales qui font grandir votre entreprise',
      en: 'Digital solutions that grow your business',
    },
    text: {
      fr: 'Sites web, applications mobiles, hébergement, design et communication : une équipe basée à Conakry qui conçoit, lance et fait vivre vos projets numériques.',
      en: 'Websites, mobile apps, hosting, design and communication: a Conakry-based team that designs, launches and runs your digital projects.',
    },
    primary_label: { fr: 'Démarrer un projet', en: 'Start a project' },
    primary_link: '/contact',
    secondary_label: { fr: 'Voir nos réalisations', en: 'See our work' },
    secondary_link: '/portfolio',
    image: null,
  },
  { type: 'figures', title: { fr: 'Weltaare en chiffres', en: 'Weltaare in numbers' }, animated: true },
  {
    type: 'featured_items',
    kind: 'services',
    count: 6,
    title: { fr: 'Nos services phares', en: 'Our featured services' },
    subtitle: {
      fr: 'Tout ce dont votre entreprise a besoin pour réussir en ligne, au même endroit.',
      en: 'Everything your business needs to succeed online, in one place.',
    },
  },
  {
    type: 'feature_tiles',
    title: { fr: 'Pourquoi choisir Weltaare ?', en: 'Why choose Weltaare?' },
    subtitle: {
      fr: 'Une équipe guinéenne, des méthodes éprouvées et un accompagnement qui ne s’arrête pas à la livraison.',
      en: 'A Guinean team, proven methods and support that does not stop at delivery.',
    },
    tiles: [
      {
        icon: 'map-pin',
        title: { fr: 'Expertise locale', en: 'Local expertise' },
        text: {
          fr: 'Une présence locale à Conakry : nous connaissons vos clients, vos contraintes de réseau et les moyens de paiement utilisés en Guinée.',
          en: 'A local presence in Conakry: we know your customers, your network constraints and the payment methods used in Guinea.',
        },
      },
      {
        icon: 'Globe',
        title: { fr: 'Standards internationaux', en: 'Global standards' },
        text: {
          fr: 'Des standards internationaux de qualité, de sécurité et d’accessibilité, appliqués à chaque site et à chaque application.',
          en: 'International standards of quality, security and accessibility, applied to every website and every app.',
        },
      },
      {
        icon: 'lightbulb',
        title: { fr: 'Innovation', en: 'Innovation' },
        text: {
          fr: 'Des technologies modernes choisies pour durer : pages rapides, applications mobiles hors ligne, paiement mobile intégré.',
          en: 'Modern technologies chosen to last: fast pages, offline-ready mobile apps, built-in mobile money payments.',
        },
      },
      {
        icon: 'headset',
        title: { fr: 'Support 24/7', en: '24/7 support' },
        text: {
          fr: 'Une équipe joignable 24 heures sur 24 et 7 jours sur 7 pour garder vos services en ligne et répondre à vos questions.',
          en: 'A team you can reach 24 hours a day, 7 days a week, to keep your services online and answer your questions.',
        },
      },
    ],
  },
  {
    type: 'featured_items',
    kind: 'projects',
    count: 3,
    title: { fr: 'Nos réalisations', en: 'Our work' },
    subtitle: {
      fr: 'Quelques projets récents menés avec nos clients en Guinée.',
      en: 'A few recent projects delivered with our clients in Guinea.',
    },
  },
  {
    type: 'featured_items',
    kind: 'testimonials',
    count: 3,
    title: { fr: 'Ce que disent nos clients', en: 'What our clients say' },
    subtitle: {
      fr: 'Ils nous ont confié leurs projets et racontent leur expérience.',
      en: 'They trusted us with their projects and share their experience.',
    },
  },
  {
    type: 'call_to_action',
    title: { fr: 'Prêt à lancer votre projet ?', en: 'Ready to launch your project?' },
    text: {
      fr: 'Parlez-nous de votre idée : nous vous répondons sous 24 heures avec une première proposition, sans engagement.',
      en: 'Tell us about your idea: we answer within 24 hours with a first proposal, with no commitment.',
    },
    button_label: { fr: 'Contactez-nous', en: 'Contact us' },
    button_link: '/contact',
    secondary_label: null,
    secondary_link: null,
  },
];
