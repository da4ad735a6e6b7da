import type { ReplyTemplatesInput } from '#contract/reply-templates.ts';

/** The answers staff start from most: a first reply, a quote on its way, a call to set up. */
export const seedReplyTemplates: ReplyTemplatesInput['templates'] = [
  {
    id: 'premiere-reponse',
    title: { fr: 'Première réponse', en: 'First answer' },
    subject: { fr: 'Votre demande : {service}', en: 'Your request: {service}' },
    body: {
      fr: 'Bonjour {name},\n\nMerci pour votre message au sujet de {service}. Nous l’avons bien lu et un membre de l’équipe vous rappelle dans la journée pour en parler.\n\nÀ très bientôt,\nL’équipe Weltaare',
      en: 'Hello {name},\n\nThank you for your message about {service}. We have read it and someone from the team will call you today to talk it through.\n\nSpeak soon,\nThe Weltaare team',
    },
  },
  {
    id: 'devis-envoye',
    title: { fr: 'Devis envoyé', en: 'Quote sent' },
    subject: { fr: 'Votre devis : {service}', en: 'Your quote: {service}' },
    body: {
      fr: 'Bonjour {name},\n\nVous trouverez notre proposition pour {service} dans le message qui suit. Nous restons disponibles par téléphone ou WhatsApp pour toute question.\n\nCordialement,\nL’équipe Weltaare',
      en: 'Hello {name},\n\nOur proposal for {service} follows in the next message. We are available by phone or WhatsApp for any question.\n\nKind regards,\nThe Weltaare team',
    },
  },
];
