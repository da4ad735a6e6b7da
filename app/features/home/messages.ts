import { defineMessages } from '#app/i18n/define-messages.ts';

export const homeMessages = defineMessages({
  fr: {
    'meta.title': 'Weltaare : solutions digitales à Conakry, Guinée',
    'meta.description':
      'Développement web et mobile, hébergement, design, communication digitale, e-commerce, études à l’étranger et transfert d’argent : Weltaare accompagne les entreprises guinéennes.',
    'projects.view': 'Voir le projet',
    'projects.view_about': 'Voir le projet {title}',
    'projects.all': 'Voir tout le portfolio',
    'projects.empty': 'Aucune réalisation à afficher pour le moment.',
    'projects.loading': 'Chargement des réalisations…',
    'testimonials.rating': 'Note : {rating} sur 5',
    'testimonials.empty': 'Aucun témoignage disponible pour le moment.',
    'testimonials.loading': 'Chargement des témoignages…',
  },
  en: {
    'meta.title': 'Weltaare: digital solutions in Conakry, Guinea',
    'meta.description':
      'Web and mobile development, hosting, design, digital communication, e-commerce, study abroad and money transfer: Weltaare helps Guinean businesses grow.',
    'projects.view': 'View the project',
    'projects.view_about': 'View the project {title}',
    'projects.all': 'See the full portfolio',
    'projects.empty': 'No projects to show at the moment.',
    'projects.loading': 'Loading the projects...',
    'testimonials.rating': 'Rating: {rating} out of 5',
    'testimonials.empty': 'No testimonials available at the moment.',
    'testimonials.loading': 'Loading the testimonials...',
  },
});
