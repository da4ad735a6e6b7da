import { defineMessages } from '#app/i18n/define-messages.ts';

export const careersMessages = defineMessages({
  fr: {
    'meta.title': 'Carrières : rejoignez Weltaare',
    'meta.description':
      'Développement, communication, design : découvrez les postes ouverts chez Weltaare à Conakry et Dubreka, et envoyez votre candidature.',
    'hero.badge': 'Carrières',
    'jobs.title': 'Postes ouverts',
    'detail.back': 'Toutes les offres',
    'jobs.location': 'Lieu',
    'jobs.type': 'Type de contrat',
    'jobs.closes_on': 'Date limite :',
    'jobs.details': 'Voir l’offre complète',
    'jobs.apply': 'Postuler',
    'jobs.apply_for': 'Postuler : {title}',
    'jobs.apply_subject': 'Candidature : {title}',
    'jobs.empty':
      'Aucun poste ouvert pour le moment. Vous pouvez tout de même nous envoyer une candidature spontanée : nous étudions chaque profil.',
    'employment.full-time': 'Temps plein',
    'employment.part-time': 'Temps partiel',
    'employment.contract': 'Contrat à durée déterminée',
    'employment.internship': 'Stage',
    'spontaneous.title': 'Candidature spontanée',
    'spontaneous.text':
      'Votre profil ne correspond à aucune offre ? Envoyez-nous votre CV et quelques mots sur vous : nous gardons chaque candidature pour nos prochains recrutements.',
    'spontaneous.button': 'Envoyer une candidature spontanée',
    'spontaneous.subject': 'Candidature spontanée',
  },
  en: {
    'meta.title': 'Careers: join Weltaare',
    'meta.description':
      'Development, communication, design: see the open positions at Weltaare in Conakry and Dubreka, and send your application.',
    'hero.badge': 'Careers',
    'jobs.title': 'Open positions',
    'detail.back': 'All open positions',
    'jobs.location': 'Location',
    'jobs.type': 'Employment type',
    'jobs.closes_on': 'Closing date:',
    'jobs.details': 'View the full job description',
    'jobs.apply': 'Apply',
    'jobs.apply_for': 'Apply: {title}',
    'jobs.apply_subject': 'Application: {title}',
    'jobs.empty':
      'No open positions at the moment. You can still send us a spontaneous application: we review every profile.',
    'employment.full-time': 'Full-time',
    'employment.part-time': 'Part-time',
    'employment.contract': 'Fixed-term contract',
    'employment.internship': 'Internship',
    'spontaneous.title': 'Spontaneous application',
    'spontaneous.text':
      "Your profile doesn't match any opening? Send us your CV and a few words about yourself: we keep every application for our next hires.",
    'spontaneous.button': 'Send a spontaneous application',
    'spontaneous.subject': 'Spontaneous application',
  },
});
