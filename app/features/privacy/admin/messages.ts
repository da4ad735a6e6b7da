import { defineMessages } from '#app/i18n/define-messages.ts';

export const privacyAdminMessages = defineMessages({
  fr: {
    title: 'Données personnelles',
    description:
      'À la demande d’une personne : voyez tout ce que le site conserve sur son adresse, remettez-lui une archive, ou effacez-le.',
    'search.label': 'Adresse e-mail de la personne',
    'search.hint':
      'Trouvée quelle que soit la casse : messages, candidatures, lettre d’information, témoignages et e-mails.',
    'search.submit': 'Rechercher',
    'search.loading': 'Recherche…',
    'result.title': 'Ce que le site conserve sur {email}',
    'result.nothing': 'Le site ne conserve rien sur cette adresse.',
    'section.messages': 'Messages et suivi ({count})',
    'section.job_applications': 'Candidatures ({count})',
    'section.newsletter': 'Lettre d’information',
    'section.testimonials': 'Témoignages ({count})',
    'section.mails': 'E-mails ({count})',
    'item.message': '{date} · {subject} · entrées de suivi : {history}',
    'item.job_application': '{date} · {job} · CV « {file} » · notes : {notes}',
    'item.newsletter.pending': 'Inscription en attente de confirmation depuis le {date}',
    'item.newsletter.confirmed': 'Abonnement confirmé, inscrit le {date}',
    'item.newsletter.unsubscribed': 'Désabonné, inscrit le {date}',
    'item.testimonial.published': '{date} · {name} · publié',
    'item.testimonial.hidden': '{date} · {name} · non publié',
    'item.mail': '{date} · {subject}',
    'action.export': 'Télécharger l’archive',
    'action.export.done': 'Archive téléchargée',
    'action.erase': 'Effacer ces données',
    'action.erase.done': 'Données effacées : le journal garde la trace de l’effacement, sans l’adresse',
    'keep.label':
      'La personne accepte que ses témoignages publiés restent en ligne, sans son nom, son entreprise, sa photo ni son adresse',
    'confirm.title': 'Effacer les données de {email} ?',
    'confirm.description':
      'Ses messages et leur suivi, ses candidatures et leurs CV, son inscription, ses témoignages et les e-mails qui la concernent sont supprimés pour de bon. Le journal garde la trace de l’effacement, sans l’adresse.',
    'confirm.description_keep':
      'Ses messages et leur suivi, ses candidatures et leurs CV, son inscription, ses témoignages non publiés et les e-mails qui la concernent sont supprimés pour de bon ; ses témoignages publiés restent, anonymes. Le journal garde la trace de l’effacement, sans l’adresse.',
    'confirm.submit': 'Effacer définitivement',
    'confirm.cancel': 'Annuler',
  },
  en: {
    title: 'Personal data',
    description:
      'When a person asks: see everything the site keeps about their address, give them an archive of it, or erase it.',
    'search.label': 'The person’s email address',
    'search.hint': 'Found whatever its case: messages, job applications, newsletter, testimonials and mails.',
    'search.submit': 'Search',
    'search.loading': 'Searching…',
    'result.title': 'What the site keeps about {email}',
    'result.nothing': 'The site keeps nothing about this address.',
    'section.messages': 'Messages and follow-up ({count})',
    'section.job_applications': 'Job applications ({count})',
    'section.newsletter': 'Newsletter',
    'section.testimonials': 'Testimonials ({count})',
    'section.mails': 'Mails ({count})',
    'item.message': '{date} · {subject} · follow-up entries: {history}',
    'item.job_application': '{date} · {job} · CV “{file}” · notes: {notes}',
    'item.newsletter.pending': 'Subscription awaiting confirmation since {date}',
    'item.newsletter.confirmed': 'Subscription confirmed, subscribed on {date}',
    'item.newsletter.unsubscribed': 'Unsubscribed, subscribed on {date}',
    'item.testimonial.published': '{date} · {name} · published',
    'item.testimonial.hidden': '{date} · {name} · not published',
    'item.mail': '{date} · {subject}',
    'action.export': 'Download the archive',
    'action.export.done': 'Archive downloaded',
    'action.erase': 'Erase this data',
    'action.erase.done': 'Data erased: the audit log keeps a record of the erasure, without the address',
    'keep.label':
      'The person agrees that their published testimonials stay online, without their name, company, photo or address',
    'confirm.title': 'Erase the data of {email}?',
    'confirm.description':
      'Their messages and follow-up, job applications and CVs, subscription, testimonials and the mails about them are deleted for good. The audit log keeps a record of the erasure, without the address.',
    'confirm.description_keep':
      'Their messages and follow-up, job applications and CVs, subscription, unpublished testimonials and the mails about them are deleted for good; their published testimonials stay, anonymous. The audit log keeps a record of the erasure, without the address.',
    'confirm.submit': 'Erase for good',
    'confirm.cancel': 'Cancel',
  },
});
