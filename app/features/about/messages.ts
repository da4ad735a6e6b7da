import { defineMessages } from '#app/i18n/define-messages.ts';

/** The about page's title and description for search engines, until staff write theirs (its words are its sections'). */
export const aboutMessages = defineMessages({
  fr: {
    'meta.title': 'À propos de Weltaare : agence digitale à Conakry',
    'meta.description':
      'Découvrez Weltaare, agence digitale guinéenne basée à Conakry avec un bureau à Dubreka : notre histoire, notre mission, notre vision, nos valeurs et notre équipe.',
  },
  en: {
    'meta.title': 'About Weltaare: digital agency in Conakry',
    'meta.description':
      'Meet Weltaare, a Guinean digital agency based in Conakry with an office in Dubreka: our story, mission, vision, values and team.',
  },
});
