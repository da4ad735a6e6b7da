import { defineMessages } from '#app/i18n/define-messages.ts';

export const helpMessages = defineMessages({
  fr: {
    'meta.title': 'Centre d’aide',
    'meta.description':
      'Questions fréquentes sur nos projets et devis, le paiement et la facturation, l’hébergement et le support, et vos données personnelles.',
    'search.label': 'Rechercher une question',
    'search.placeholder': 'Ex. : devis, acompte, hébergement',
    'search.submit': 'Rechercher',
    'search.clear': 'Effacer la recherche',
    'search.results_one': '1 question correspond à votre recherche.',
    'search.results_other': '{count} questions correspondent à votre recherche.',
    'search.no_results': 'Aucune question ne correspond à « {query} ».',
    'search.no_results_hint':
      'Essayez un autre mot, ou posez-nous directement votre question : nous vous répondons sous 24 heures.',
    'topics.title': 'Parcourir par thème',
    'still.title': 'Vous n’avez pas trouvé votre réponse ?',
    'still.text':
      'Notre équipe est là pour vous aider. Décrivez-nous votre situation, nous vous répondons sous 24 heures.',
    'still.contact': 'Nous contacter',
    'still.phone': 'Téléphone',
    'still.email': 'Adresse électronique',
  },
  en: {
    'meta.title': 'Help centre',
    'meta.description':
      'Frequently asked questions about our projects and quotes, payment and billing, hosting and support, and your personal data.',
    'search.label': 'Search the questions',
    'search.placeholder': 'e.g. quote, deposit, hosting',
    'search.submit': 'Search',
    'search.clear': 'Clear the search',
    'search.results_one': '1 question matches your search.',
    'search.results_other': '{count} questions match your search.',
    'search.no_results': 'No question matches “{query}”.',
    'search.no_results_hint': 'Try another word, or ask us your question directly: we answer within 24 hours.',
    'topics.title': 'Browse by topic',
    'still.title': 'Still need help?',
    'still.text': 'Our team is here to help. Tell us about your situation and we will answer within 24 hours.',
    'still.contact': 'Contact us',
    'still.phone': 'Phone',
    'still.email': 'Email',
  },
});
