/** French is the source of truth: every key starts here; en.ts must have the same keys. */
export const fr = {
  'meta.site_name': 'Weltaare',
  'meta.home.title': 'Weltaare : solutions digitales à Conakry, Guinée',
  'meta.home.description':
    "Développement web et mobile, hébergement, design, communication digitale, e-commerce, études à l'étranger et transfert d'argent : Weltaare accompagne les entreprises guinéennes.",
  'meta.not_found.title': 'Page non trouvée | Weltaare',

  'nav.skip_to_content': 'Aller au contenu',
  'nav.home': 'Accueil',

  'home.hero.badge': 'Votre partenaire digital en Guinée',
  'home.hero.title': 'Des solutions digitales qui font grandir votre entreprise',
  'home.hero.description':
    'Sites web, applications mobiles, hébergement, design et communication : une équipe basée à Conakry qui conçoit, lance et fait vivre vos projets numériques.',
  'home.hero.cta_contact': 'Démarrer un projet',
  'home.hero.cta_portfolio': 'Voir nos réalisations',

  'home.services.title': 'Nos services phares',
  'home.services.subtitle': 'Tout ce dont votre entreprise a besoin pour réussir en ligne, au même endroit.',
  'home.services.learn_more': 'En savoir plus',
  'home.services.learn_more_about': 'En savoir plus sur {name}',
  'home.services.empty': 'Aucun service disponible pour le moment.',

  'common.loading': 'Chargement...',

  'not_found.title': 'Oups ! Page non trouvée',
  'not_found.description': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'not_found.back_home': "Retour à l'accueil",
} as const;

export type TranslationKey = keyof typeof fr;
export type Dictionary = Record<TranslationKey, string>;
