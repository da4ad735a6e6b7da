import { defineMessages } from '#app/i18n/define-messages.ts';

/** The pages a subscriber's mails link to: confirmation (double opt-in) and unsubscription. */
export const newsletterPageMessages = defineMessages({
  fr: {
    'confirm.meta_title': 'Confirmer votre inscription | Weltaare',
    'confirm.title': 'Confirmer votre inscription',
    'confirm.text': 'Une dernière étape : confirmez que l’adresse {email} doit recevoir notre newsletter.',
    'confirm.button': 'Confirmer',
    'confirmed.meta_title': 'Inscription confirmée | Weltaare',
    'confirmed.title': 'Inscription confirmée',
    'confirmed.text':
      'Merci ! L’adresse {email} recevra désormais notre newsletter. Chaque email contient un lien pour vous désinscrire.',
    'expired.meta_title': 'Lien expiré | Weltaare',
    'expired.title': 'Ce lien a expiré',
    'expired.text':
      'Cette demande d’inscription n’est plus en attente : sans confirmation, une adresse est effacée après 30 jours. Inscrivez-vous à nouveau en bas de chaque page.',
    'invalid.meta_title': 'Lien non valide | Weltaare',
    'invalid.title': 'Lien non valide',
    'invalid.text': 'Ouvrez le lien complet reçu par email, ou inscrivez-vous à nouveau en bas de chaque page.',
    'failed.title': 'Une erreur est survenue',
    'unsubscribe.meta_title': 'Se désinscrire de la newsletter | Weltaare',
    'unsubscribe.title': 'Se désinscrire de la newsletter',
    'unsubscribe.text': 'L’adresse {email} ne recevra plus notre newsletter.',
    'unsubscribe.button': 'Me désinscrire',
    'unsubscribed.meta_title': 'Désinscription confirmée | Weltaare',
    'unsubscribed.title': 'Vous êtes désinscrit',
    'unsubscribed.text':
      'L’adresse {email} ne recevra plus notre newsletter. Vous pouvez vous réinscrire à tout moment en bas de chaque page.',
    'subscribe.meta_title': 'S’inscrire à la newsletter | Weltaare',
    'subscribe.title': 'S’inscrire à la newsletter',
    'subscribed.title': 'Vérifiez votre boîte mail',
    back_home: 'Retour à l’accueil',
  },
  en: {
    'confirm.meta_title': 'Confirm your subscription | Weltaare',
    'confirm.title': 'Confirm your subscription',
    'confirm.text': 'One last step: confirm that {email} should receive our newsletter.',
    'confirm.button': 'Confirm',
    'confirmed.meta_title': 'Subscription confirmed | Weltaare',
    'confirmed.title': 'Subscription confirmed',
    'confirmed.text': 'Thank you! {email} will now receive our newsletter. Every mail has a link to unsubscribe.',
    'expired.meta_title': 'Link expired | Weltaare',
    'expired.title': 'This link has expired',
    'expired.text':
      'This subscription request is no longer waiting: without confirmation, an address is erased after 30 days. Subscribe again at the bottom of any page.',
    'invalid.meta_title': 'Invalid link | Weltaare',
    'invalid.title': 'Invalid link',
    'invalid.text': 'Open the whole link you received by email, or subscribe again at the bottom of any page.',
    'failed.title': 'Something went wrong',
    'unsubscribe.meta_title': 'Unsubscribe from the newsletter | Weltaare',
    'unsubscribe.title': 'Unsubscribe from the newsletter',
    'unsubscribe.text': '{email} will no longer receive our newsletter.',
    'unsubscribe.button': 'Unsubscribe me',
    'unsubscribed.meta_title': 'Unsubscribed | Weltaare',
    'unsubscribed.title': 'You are unsubscribed',
    'unsubscribed.text':
      '{email} will no longer receive our newsletter. You can subscribe again at any time at the bottom of any page.',
    'subscribe.meta_title': 'Subscribe to the newsletter | Weltaare',
    'subscribe.title': 'Subscribe to the newsletter',
    'subscribed.title': 'Check your inbox',
    back_home: 'Back to home',
  },
});
