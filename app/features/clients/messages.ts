import { defineMessages } from '#app/i18n/define-messages.ts';

export const clientsMessages = defineMessages({
  fr: {
    'meta.title': 'Nos clients et leurs témoignages',
    'meta.description':
      'Écoles, commerces, banques, ONG et entreprises de toute la Guinée font confiance à Weltaare pour leurs projets numériques. Découvrez-les et lisez leurs témoignages.',
    'logos.title': 'Nos clients',
    'logos.subtitle': 'Des organisations de tous les secteurs, de Conakry à Boké et au Fouta.',
    'logos.empty': 'Aucun client à afficher pour le moment.',
    'logos.sector': 'Secteur :',
    'logos.new_tab': '(nouvel onglet)',
    'testimonials.title': 'Ce que disent nos clients',
    'testimonials.subtitle': 'Des retours authentiques sur nos projets, publiés avec leur accord.',
    'testimonials.empty': 'Aucun témoignage disponible pour le moment.',
    'testimonials.rating': 'Note : {rating} sur 5',
    'cta.title': 'Rejoignez nos clients satisfaits',
    'cta.text': 'Parlez-nous de votre projet : la première consultation est gratuite et nous répondons sous 24 heures.',
    'cta.button': 'Démarrer un projet',
  },
  en: {
    'meta.title': 'Our clients and their testimonials',
    'meta.description':
      'Schools, shops, banks, NGOs and companies across Guinea trust Weltaare with their digital projects. Meet them and read their testimonials.',
    'logos.title': 'Our clients',
    'logos.subtitle': 'Organisations from every sector, from Conakry to Boké and the Fouta.',
    'logos.empty': 'No clients to show at the moment.',
    'logos.sector': 'Sector:',
    'logos.new_tab': '(new tab)',
    'testimonials.title': 'What our clients say',
    'testimonials.subtitle': 'Genuine feedback on our projects, published with their consent.',
    'testimonials.empty': 'No testimonials available at the moment.',
    'testimonials.rating': 'Rating: {rating} out of 5',
    'cta.title': 'Join our satisfied clients',
    'cta.text': 'Tell us about your project: the first consultation is free and we answer within 24 hours.',
    'cta.button': 'Start a project',
  },
});
