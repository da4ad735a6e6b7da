import { defineMessages } from '../define-messages.ts';

/** Texts of the layout (header, menu, footer) and of every page's frame. */
export const commonMessages = defineMessages({
  fr: {
    'meta.site_name': 'Weltaare',
    skip_to_content: 'Aller au contenu',
    'preview.label': 'Aperçu',
    'preview.text': 'Cette version n’est pas publiée : seul ce lien, valable une heure, la montre.',
    loading: 'Chargement…',

    'nav.label': 'Navigation principale',
    'nav.get_quote': 'Demander un devis',
    'nav.all_services': 'Tous nos services',
    'nav.open_menu': 'Ouvrir le menu',
    'nav.close_menu': 'Fermer le menu',
    'nav.mobile_menu': 'Menu',
    'nav.toggle_services': 'Afficher les services',
    'nav.logo_home': 'Weltaare, accueil',
    'nav.search_label': 'Rechercher sur le site',
    'nav.search_placeholder': 'Rechercher…',
    'nav.search_submit': 'Lancer la recherche',

    'footer.description':
      'Agence digitale guinéenne : sites web, applications mobiles, hébergement, design et communication pour les entreprises qui veulent grandir.',
    'footer.follow_us': 'Suivez-nous',
    'footer.social.facebook': 'Weltaare sur Facebook',
    'footer.social.linkedin': 'Weltaare sur LinkedIn',
    'footer.social.instagram': 'Weltaare sur Instagram',
    'footer.social.x': 'Weltaare sur X',
    'footer.newsletter.title': 'Newsletter',
    'footer.newsletter.description': 'Nos conseils et nouveautés, une fois par mois. Désinscription en un clic.',
    'footer.newsletter.email_label': 'Votre adresse email',
    'footer.newsletter.placeholder': 'vous@exemple.com',
    'footer.newsletter.submit': 'S’inscrire',
    'footer.newsletter.sending': 'Inscription…',
    'footer.newsletter.success':
      'Merci ! Vérifiez votre boîte mail : suivez le lien reçu pour confirmer votre inscription.',
    'footer.newsletter.error': 'L’inscription a échoué. Vérifiez l’adresse et réessayez.',
    'footer.copyright': '© {year} {company}. Tous droits réservés.',
    'footer.light_mode': 'Mode léger',
    'footer.light_mode_hint': 'Moins de données : sans images décoratives, carte à la demande.',
    'footer.location': 'Adresse',
    'footer.phone': 'Téléphone',
    'footer.email': 'Email',

    'language.label': 'Langue',
    'language.fr': 'Français',
    'language.en': 'English',
    'language.switch_to': 'Passer en {language}',

    'not_found.meta_title': 'Page non trouvée | Weltaare',
    'not_found.title': 'Oups ! Page non trouvée',
    'not_found.description': 'La page que vous cherchez n’existe pas ou a été déplacée.',
    'not_found.back_home': 'Retour à l’accueil',

    'offline.meta_title': 'Hors ligne | Weltaare',
    'offline.title': 'Vous êtes hors ligne',
    'offline.description':
      'Aucune connexion pour le moment. Les pages déjà consultées restent disponibles ; réessayez dès que le réseau revient.',

    'error.title': 'Une erreur est survenue',
    'error.description': 'Veuillez réessayer dans un instant.',
    'error.unavailable_title': 'Site momentanément indisponible',
    'error.unavailable_description':
      'Nous rencontrons un problème technique passager. Réessayez dans quelques instants : rien de ce que vous avez saisi ne sera perdu si vous le renvoyez.',
    'error.too_large_title': 'Envoi trop volumineux',
    'error.too_large_description':
      'Le formulaire envoyé dépasse la taille autorisée. Raccourcissez votre message et réessayez.',
    'error.refused_title': 'Envoi refusé',
    'error.refused_description':
      'Ce formulaire n’a pas pu être accepté. Revenez à la page et envoyez-le à nouveau depuis notre site.',
  },
  en: {
    'meta.site_name': 'Weltaare',
    skip_to_content: 'Skip to content',
    'preview.label': 'Preview',
    'preview.text': 'This version is not published: only this link, valid for an hour, shows it.',
    loading: 'Loading...',

    'nav.label': 'Main navigation',
    'nav.get_quote': 'Get a quote',
    'nav.all_services': 'All our services',
    'nav.open_menu': 'Open the menu',
    'nav.close_menu': 'Close the menu',
    'nav.mobile_menu': 'Menu',
    'nav.toggle_services': 'Show the services',
    'nav.logo_home': 'Weltaare, home',
    'nav.search_label': 'Search the site',
    'nav.search_placeholder': 'Search…',
    'nav.search_submit': 'Search',

    'footer.description':
      'A Guinean digital agency: websites, mobile apps, hosting, design and communication for businesses that want to grow.',
    'footer.follow_us': 'Follow us',
    'footer.social.facebook': 'Weltaare on Facebook',
    'footer.social.linkedin': 'Weltaare on LinkedIn',
    'footer.social.instagram': 'Weltaare on Instagram',
    'footer.social.x': 'Weltaare on X',
    'footer.newsletter.title': 'Newsletter',
    'footer.newsletter.description': 'Our tips and news, once a month. Unsubscribe in one click.',
    'footer.newsletter.email_label': 'Your email address',
    'footer.newsletter.placeholder': 'you@example.com',
    'footer.newsletter.submit': 'Subscribe',
    'footer.newsletter.sending': 'Subscribing...',
    'footer.newsletter.success': 'Thank you! Check your inbox: follow the link we sent to confirm your subscription.',
    'footer.newsletter.error': 'The subscription failed. Check the address and try again.',
    'footer.copyright': '© {year} {company}. All rights reserved.',
    'footer.light_mode': 'Light mode',
    'footer.light_mode_hint': 'Less data: no decorative images, the map on demand.',
    'footer.location': 'Address',
    'footer.phone': 'Phone',
    'footer.email': 'Email',

    'language.label': 'Language',
    'language.fr': 'Français',
    'language.en': 'English',
    'language.switch_to': 'Switch to {language}',

    'not_found.meta_title': 'Page not found | Weltaare',
    'not_found.title': 'Oops! Page not found',
    'not_found.description': 'The page you are looking for does not exist or has been moved.',
    'not_found.back_home': 'Back to home',

    'offline.meta_title': 'Offline | Weltaare',
    'offline.title': 'You are offline',
    'offline.description':
      'There is no connection right now. The pages you have already seen are still available; try again when the network is back.',

    'error.title': 'Something went wrong',
    'error.description': 'Please try again in a moment.',
    'error.unavailable_title': 'Site temporarily unavailable',
    'error.unavailable_description':
      'We are having a brief technical problem. Please try again in a few moments: nothing you typed is lost if you send it again.',
    'error.too_large_title': 'Submission too large',
    'error.too_large_description': 'The form you sent is larger than allowed. Shorten your message and try again.',
    'error.refused_title': 'Submission refused',
    'error.refused_description':
      'This form could not be accepted. Go back to the page and send it again from our site.',
  },
});
