import { defineMessages } from '#app/i18n/define-messages.ts';

export const careersMessages = defineMessages({
  fr: {
    'meta.title': 'Carrières : rejoignez Weltaare',
    'meta.description':
      'Développement, communication, design : découvrez les postes ouverts chez Weltaare à Conakry et Dubreka, et envoyez votre candidature.',
    'hero.badge': 'Carrières',
    'detail.back': 'Toutes les offres',
    'jobs.location': 'Lieu',
    'jobs.type': 'Type de contrat',
    'jobs.closes_on': 'Date limite :',
    'jobs.details': 'Voir l’offre complète',
    'jobs.apply': 'Postuler',
    'jobs.apply_for': 'Postuler : {title}',
    'jobs.apply_subject': 'Candidature : {title}',
    'employment.full-time': 'Temps plein',
    'employment.part-time': 'Temps partiel',
    'employment.contract': 'Contrat à durée déterminée',
    'employment.internship': 'Stage',
  },
  en: {
    'meta.title': 'Careers: join Weltaare',
    'meta.description':
      'Development, communication, design: see the open positions at Weltaare in Conakry and Dubreka, and send your application.',
    'hero.badge': 'Careers',
    'detail.back': 'All open positions',
    'jobs.location': 'Location',
    'jobs.type': 'Employment type',
    'jobs.closes_on': 'Closing date:',
    'jobs.details': 'View the full job description',
    'jobs.apply': 'Apply',
    'jobs.apply_for': 'Apply: {title}',
    'jobs.apply_subject': 'Application: {title}',
    'employment.full-time': 'Full-time',
    'employment.part-time': 'Part-time',
    'employment.contract': 'Fixed-term contract',
    'employment.internship': 'Internship',
  },
});
