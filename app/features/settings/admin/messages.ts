import { defineMessages } from '#app/i18n/define-messages.ts';

export const settingsAdminMessages = defineMessages({
  fr: {
    title: 'Paramètres du site',
    description:
      'Les coordonnées, horaires, réseaux sociaux et chiffres clés affichés sur le site public. Chaque enregistrement s’y voit aussitôt.',
    discard: 'Annuler les modifications',

    'section.company': 'Entreprise',
    'section.contact': 'Coordonnées',
    'section.hours': 'Horaires',
    'section.social': 'Réseaux sociaux',
    'section.stats': 'Chiffres de la page d’accueil',

    'company.name': 'Nom commercial',
    'company.legal_name': 'Raison sociale',
    'company.description': 'Présentation',
    'company.share_capital_gnf': 'Capital social (GNF)',
    'company.registration_number': 'Numéro RCCM',
    'company.director': 'Directeur de la publication',

    'contact.email': 'Email',
    'contact.phone': 'Téléphone',
    'contact.whatsapp': 'WhatsApp',
    'contact.whatsapp_hint':
      'Facultatif. Au format international (+224 620 00 00 00) : les boutons WhatsApp du site l’ouvrent.',
    'contact.address': 'Adresse',
    'contact.city': 'Ville',
    'contact.country': 'Pays',
    'contact.latitude': 'Latitude du bureau',
    'contact.longitude': 'Longitude du bureau',
    'contact.coordinates_hint': 'Position de la carte de la page contact, en degrés décimaux.',

    'hours.weekdays': 'Lundi à vendredi',
    'hours.saturday': 'Samedi',
    'hours.sunday': 'Dimanche',
    'hours.open': '{day} : ouverture',
    'hours.close': '{day} : fermeture',
    'hours.closed_hint': 'Laissez les deux heures vides pour un jour de fermeture.',
    'hours.timezone': 'Fuseau horaire affiché',
    'hours.support_24_7': 'Assistance téléphonique 24h/24, 7j/7',

    'social.facebook': 'Facebook',
    'social.linkedin': 'LinkedIn',
    'social.instagram': 'Instagram',
    'social.x': 'X',

    'stats.projects': 'Projets',
    'stats.clients': 'Clients',
    'stats.years': 'Années',
    'stats.team': 'Équipe',
    'stats.value': '{name} : valeur',
    'stats.suffix': '{name} : suffixe',
    'stats.label': '{name} : libellé',
  },
  en: {
    title: 'Site settings',
    description:
      'The contact details, hours, social links and key figures shown on the public site. Every save shows there at once.',
    discard: 'Discard changes',

    'section.company': 'Company',
    'section.contact': 'Contact details',
    'section.hours': 'Opening hours',
    'section.social': 'Social networks',
    'section.stats': 'Home page figures',

    'company.name': 'Trading name',
    'company.legal_name': 'Legal name',
    'company.description': 'Introduction',
    'company.share_capital_gnf': 'Share capital (GNF)',
    'company.registration_number': 'RCCM number',
    'company.director': 'Publication director',

    'contact.email': 'Email',
    'contact.phone': 'Phone',
    'contact.whatsapp': 'WhatsApp',
    'contact.whatsapp_hint':
      'Optional. In international form (+224 620 00 00 00): the site’s WhatsApp buttons open it.',
    'contact.address': 'Address',
    'contact.city': 'City',
    'contact.country': 'Country',
    'contact.latitude': 'Office latitude',
    'contact.longitude': 'Office longitude',
    'contact.coordinates_hint': 'Where the contact page map points, in decimal degrees.',

    'hours.weekdays': 'Monday to Friday',
    'hours.saturday': 'Saturday',
    'hours.sunday': 'Sunday',
    'hours.open': '{day}: opening',
    'hours.close': '{day}: closing',
    'hours.closed_hint': 'Leave both times empty for a closed day.',
    'hours.timezone': 'Time zone shown',
    'hours.support_24_7': 'Phone support around the clock, 7 days a week',

    'social.facebook': 'Facebook',
    'social.linkedin': 'LinkedIn',
    'social.instagram': 'Instagram',
    'social.x': 'X',

    'stats.projects': 'Projects',
    'stats.clients': 'Clients',
    'stats.years': 'Years',
    'stats.team': 'Team',
    'stats.value': '{name}: value',
    'stats.suffix': '{name}: suffix',
    'stats.label': '{name}: label',
  },
});
