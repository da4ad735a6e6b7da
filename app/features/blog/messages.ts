import { defineMessages } from '#app/i18n/define-messages.ts';

export const blogMessages = defineMessages({
  fr: {
    'meta.title': 'Blog : conseils et actualités du digital',
    'meta.description':
      'Sites web, paiement mobile, cybersécurité, études à l’étranger : les conseils pratiques de l’équipe Weltaare pour les entreprises et les particuliers en Guinée.',
    'hero.badge': 'Blog',

    'list.title': 'Articles',
    'list.empty': 'Aucun article publié pour le moment.',
    'list.empty_tag': 'Aucun article avec le tag « {tag} » pour le moment.',
    'filter.current': 'Articles avec le tag « {tag} »',
    'filter.clear': 'Voir tous les articles',

    'post.by': 'Par {author}',
    'post.tags': 'Tags',

    'pagination.label': 'Pagination des articles',
    'pagination.previous': 'Page précédente',
    'pagination.next': 'Page suivante',
    'pagination.status': 'Page {page} sur {total}',

    'article.reading_time': '{n} min de lecture',
    'article.published_on': 'Publié le',
    'article.back': 'Retour au blog',
    'article.body': 'Contenu de l’article',
  },
  en: {
    'meta.title': 'Blog: digital tips and news',
    'meta.description':
      'Websites, mobile payments, cybersecurity, studying abroad: practical advice from the Weltaare team for businesses and individuals in Guinea.',
    'hero.badge': 'Blog',

    'list.title': 'Articles',
    'list.empty': 'No article published yet.',
    'list.empty_tag': 'No article tagged “{tag}” yet.',
    'filter.current': 'Articles tagged “{tag}”',
    'filter.clear': 'See all articles',

    'post.by': 'By {author}',
    'post.tags': 'Tags',

    'pagination.label': 'Article pages',
    'pagination.previous': 'Previous page',
    'pagination.next': 'Next page',
    'pagination.status': 'Page {page} of {total}',

    'article.reading_time': '{n} min read',
    'article.published_on': 'Published on',
    'article.back': 'Back to the blog',
    'article.body': 'Article content',
  },
});
