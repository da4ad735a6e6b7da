import { defineMessages } from '#app/i18n/define-messages.ts';

export const visitsMessages = defineMessages({
  fr: {
    title: 'Visites des {days} derniers jours',
    load_error: 'Les visites n’ont pas pu être chargées.',
    empty: 'Aucune visite comptée pour le moment.',
    total: 'Pages vues\u00a0: {total}',
    shares: 'En anglais\u00a0: {english}. Sur téléphone\u00a0: {phone}. En mode léger\u00a0: {light}.',
    counted:
      'Comptées sans cookie ni adresse\u00a0: une vue par page ouverte par une personne, robots et préchargements exclus.',
    'chart.title': 'Pages vues par jour',
    'chart.summary': '{total} pages vues en {days} jours, {max} au plus en un jour.',
    'pages.title': 'Pages les plus vues',
    'referrers.title': 'Sites d’où viennent les visiteurs',
    'referrers.none': 'Aucun autre site pour le moment.',
    'not_found.title': 'Adresses introuvables (404)',
    'whatsapp.title': 'Pages de services et contacts WhatsApp',
    'whatsapp.row': '{views} vue(s), {taps} contact(s) WhatsApp ({rate})',
    views: '{count} vue(s)',
  },
  en: {
    title: 'Visits over the last {days} days',
    load_error: 'The visits could not be loaded.',
    empty: 'No visit counted yet.',
    total: 'Page views: {total}',
    shares: 'In English: {english}. On a phone: {phone}. In light mode: {light}.',
    counted: 'Counted without cookies or addresses: one view per page a person opens, robots and prefetches left out.',
    'chart.title': 'Page views per day',
    'chart.summary': '{total} page views in {days} days, {max} at most in one day.',
    'pages.title': 'Most viewed pages',
    'referrers.title': 'Sites visitors came from',
    'referrers.none': 'No other site yet.',
    'not_found.title': 'Addresses not found (404)',
    'whatsapp.title': 'Service pages and WhatsApp contacts',
    'whatsapp.row': '{views} view(s), {taps} WhatsApp contact(s) ({rate})',
    views: '{count} view(s)',
  },
});
