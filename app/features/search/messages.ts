import { defineMessages } from '#app/i18n/define-messages.ts';

export const searchMessages = defineMessages({
  fr: {
    'meta.title': 'Rechercher sur le site',
    'meta.title_query': 'Recherche «\u202f{query}\u202f»',
    'meta.description':
      'Cherchez parmi nos services, réalisations, articles, offres d’emploi, événements, solutions et questions fréquentes.',
    'hero.badge': 'Recherche',
    'hero.title': 'Rechercher sur le site',
    'hero.subtitle':
      'Services, réalisations, articles, offres d’emploi, événements, solutions et questions fréquentes\u00a0: tout ce que nous publions, en un seul endroit.',
    'form.label': 'Mots recherchés',
    'form.placeholder': 'Ex.\u00a0: hébergement, application mobile, sécurité',
    'form.submit': 'Rechercher',
    'results.title': 'Résultats',
    'results.count_one': '1 résultat pour «\u202f{query}\u202f»',
    'results.count_other': '{count} résultats pour «\u202f{query}\u202f»',
    'results.searching': 'Recherche en cours…',
    'results.failed': 'La recherche n’a pas abouti. Vérifiez votre connexion et réessayez.',
    'results.empty_title': 'Aucun résultat pour «\u202f{query}\u202f»',
    'results.empty_hint':
      'Vérifiez l’orthographe, essayez un mot plus court ou plus général, ou parcourez nos pages\u00a0:',
    'results.too_long': 'Votre recherche est trop longue\u00a0: {max} caractères au plus.',
    'suggest.services': 'Nos services',
    'suggest.portfolio': 'Nos réalisations',
    'suggest.blog': 'Le blog',
    'suggest.help': 'Le centre d’aide',
    'suggest.contact': 'Nous écrire',
  },
  en: {
    'meta.title': 'Search the site',
    'meta.title_query': 'Search “{query}”',
    'meta.description':
      'Search our services, projects, articles, jobs, events, solutions and frequently asked questions.',
    'hero.badge': 'Search',
    'hero.title': 'Search the site',
    'hero.subtitle':
      'Services, projects, articles, jobs, events, solutions and frequently asked questions: everything we publish, in one place.',
    'form.label': 'Search for',
    'form.placeholder': 'E.g. hosting, mobile app, security',
    'form.submit': 'Search',
    'results.title': 'Results',
    'results.count_one': '1 result for “{query}”',
    'results.count_other': '{count} results for “{query}”',
    'results.searching': 'Searching…',
    'results.failed': 'The search did not go through. Check your connection and try again.',
    'results.empty_title': 'No results for “{query}”',
    'results.empty_hint': 'Check the spelling, try a shorter or more general word, or browse our pages:',
    'results.too_long': 'Your search is too long: {max} characters at most.',
    'suggest.services': 'Our services',
    'suggest.portfolio': 'Our work',
    'suggest.blog': 'The blog',
    'suggest.help': 'The help centre',
    'suggest.contact': 'Write to us',
  },
});
