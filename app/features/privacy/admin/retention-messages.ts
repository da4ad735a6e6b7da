import { defineMessages } from '#app/i18n/define-messages.ts';

export const retentionAdminMessages = defineMessages({
  fr: {
    title: 'Durées de conservation',
    description:
      'Ce que le site efface de lui-même, comme le promet la politique de confidentialité : vous réglez la durée des messages, les autres sont fixées.',
    discard: 'Annuler les modifications',
    'messages.title': 'Messages et leads',
    'messages.label': 'Durée de conservation, en mois',
    'messages.hint':
      'Comptée depuis leur dernière activité (arrivée, note, réponse, changement d’étape) : un lead suivi n’est jamais effacé. {default} mois par défaut, de 1 à 120.',
    'fixed.title': 'Durées fixées par la politique de confidentialité',
    'fixed.job_applications': 'Candidatures et leurs CV : effacées {years} ans après leur envoi.',
    'fixed.subscribers': 'Inscriptions à la lettre d’information jamais confirmées : effacées après {days} jours.',
  },
  en: {
    title: 'Data retention',
    description:
      'What the site erases by itself, as the privacy policy promises: you set how long messages are kept; the other periods are fixed.',
    discard: 'Discard changes',
    'messages.title': 'Messages and leads',
    'messages.label': 'Kept for, in months',
    'messages.hint':
      'Counted from their last activity (arrival, note, reply, stage change): a lead being followed is never erased. {default} months by default, from 1 to 120.',
    'fixed.title': 'Periods set by the privacy policy',
    'fixed.job_applications': 'Job applications and their CVs: erased {years} years after they were sent.',
    'fixed.subscribers': 'Newsletter subscriptions never confirmed: erased after {days} days.',
  },
});
