import { defineMessages } from '#app/i18n/define-messages.ts';

export const clientsMessages = defineMessages({
  fr: {
    'meta.title': 'Nos clients et leurs témoignages',
    'meta.description':
      'Écoles, commerces, banques, ONG et entreprises de toute la Guinée font confiance à Weltaare pour leurs projets numériques. Découvrez-les et lisez leurs témoignages.',
    'logos.empty': 'Aucun client à afficher pour le moment.',
    'logos.sector': 'Secteur :',
    'logos.new_tab': '(nouvel onglet)',
    'testimonials.empty': 'Aucun témoignage disponible pour le moment.',
    'testimonials.rating': 'Note : {rating} sur 5',
  },
  en: {
    'meta.title': 'Our clients and their testimonials',
    'meta.description':
      'Schools, shops, banks, NGOs and companies across Guinea trust Weltaare with their digital projects. Meet them and read their testimonials.',
    'logos.empty': 'No clients to show at the moment.',
    'logos.sector': 'Sector:',
    'logos.new_tab': '(new tab)',
    'testimonials.empty': 'No testimonials available at the moment.',
    'testimonials.rating': 'Rating: {rating} out of 5',
  },
});
