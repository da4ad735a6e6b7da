import { defineMessages } from '#app/i18n/define-messages.ts';

export const portfolioMessages = defineMessages({
  fr: {
    'meta.title': 'Portfolio : nos réalisations',
    'meta.description':
      'Sites web, applications mobiles, boutiques en ligne, identités visuelles et campagnes : découvrez les projets réalisés par Weltaare pour ses clients en Guinée.',

    'filter.label': 'Filtrer par catégorie',
    'filter.all': 'Tous les projets',
    'category.web': 'Sites web',
    'category.mobile': 'Applications mobiles',
    'category.design': 'Design graphique',
    'category.ecommerce': 'E-commerce',
    'category.communication': 'Communication digitale',
    'category.hosting': 'Hébergement',

    'list.title': 'Liste des projets',
    'list.empty': 'Aucun projet dans cette catégorie pour le moment.',
    'list.empty_all': 'Aucun projet publié pour le moment.',
    'list.show_all': 'Voir tous les projets',
    'card.client': 'Client : {name}',

    'pagination.label': 'Pagination des projets',
    'pagination.previous': 'Page précédente',
    'pagination.next': 'Page suivante',
    'pagination.status': 'Page {page} sur {total}',

    'detail.back': 'Retour au portfolio',
    'detail.facts': 'Fiche du projet',
    'detail.client': 'Client',
    'detail.category': 'Catégorie',
    'detail.completed_on': 'Date de réalisation',
    'detail.technologies': 'Technologies',
    'detail.visit': 'Voir le projet en ligne',
    'detail.video': 'Voir la vidéo de présentation',
    'detail.new_tab': '(s’ouvre dans un nouvel onglet)',
    'detail.about': 'Le projet en détail',
    'detail.gallery': 'Galerie',
    'detail.gallery_image': 'Image {n} du projet {title}',

    'testimonials.title': 'Ce qu’en dit le client',
    'testimonials.rating': 'Note : {rating} sur 5',

    'cta.title': 'Un projet similaire en tête ?',
    'cta.text': 'Parlons de vos objectifs : nous vous répondons sous 24 heures avec une première proposition.',
    'cta.button': 'Démarrer un projet',
  },
  en: {
    'meta.title': 'Portfolio: our work',
    'meta.description':
      'Websites, mobile apps, online shops, visual identities and campaigns: discover the projects Weltaare has delivered for its clients in Guinea.',

    'filter.label': 'Filter by category',
    'filter.all': 'All projects',
    'category.web': 'Websites',
    'category.mobile': 'Mobile apps',
    'category.design': 'Graphic design',
    'category.ecommerce': 'E-commerce',
    'category.communication': 'Digital communication',
    'category.hosting': 'Hosting',

    'list.title': 'Project list',
    'list.empty': 'No project in this category yet.',
    'list.empty_all': 'No published project yet.',
    'list.show_all': 'See all projects',
    'card.client': 'Client: {name}',

    'pagination.label': 'Project pages',
    'pagination.previous': 'Previous page',
    'pagination.next': 'Next page',
    'pagination.status': 'Page {page} of {total}',

    'detail.back': 'Back to the portfolio',
    'detail.facts': 'Project facts',
    'detail.client': 'Client',
    'detail.category': 'Category',
    'detail.completed_on': 'Completed on',
    'detail.technologies': 'Technologies',
    'detail.visit': 'See the live project',
    'detail.video': 'Watch the presentation video',
    'detail.new_tab': '(opens in a new tab)',
    'detail.about': 'The project in detail',
    'detail.gallery': 'Gallery',
    'detail.gallery_image': 'Image {n} of the {title} project',

    'testimonials.title': 'What the client says',
    'testimonials.rating': 'Rating: {rating} out of 5',

    'cta.title': 'Have a similar project in mind?',
    'cta.text': 'Tell us about your goals: we answer within 24 hours with a first proposal.',
    'cta.button': 'Start a project',
  },
});
