import { defineMessages } from '#app/i18n/define-messages.ts';

/** The study-abroad page's checklist. */
export const studyMessages = defineMessages({
  fr: {
    title: 'Votre liste pour étudier à l’étranger',
    subtitle:
      'Choisissez votre destination : voici les démarches et les pièces à réunir. Cochez au fur et à mesure ; vos coches restent sur cet appareil, nulle part ailleurs.',
    destination: 'Destination',
    show: 'Afficher la liste',
    steps: 'Les étapes',
    documents: 'Les documents à réunir',
    progress: '{done} sur {total} cochés',
    print: 'Imprimer la liste',
    send: 'M’envoyer la liste sur WhatsApp',
    'send.heading': 'Ma liste Weltaare pour étudier : {country}',
    'printed.heading': 'Liste pour étudier : {country}',
    help: 'Une question sur votre dossier ? Nos conseillers vous accompagnent à chaque étape.',
  },
  en: {
    title: 'Your study-abroad checklist',
    subtitle:
      'Pick your destination: here are the steps to take and the documents to gather. Tick them as you go; your ticks stay on this device, nowhere else.',
    destination: 'Destination',
    show: 'Show the checklist',
    steps: 'The steps',
    documents: 'The documents to gather',
    progress: '{done} of {total} ticked',
    print: 'Print the checklist',
    send: 'Send me the checklist on WhatsApp',
    'send.heading': 'My Weltaare checklist for studying in {country}',
    'printed.heading': 'Checklist for studying in {country}',
    help: 'A question about your application? Our advisers support you at every step.',
  },
});
