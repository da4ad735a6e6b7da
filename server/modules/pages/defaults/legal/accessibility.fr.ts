import type { LegalDocument } from './legal-document.ts';

const ways = [
  `par courrier électronique : {contact.email} ;`,
  `par téléphone : {contact.phone} ;`,
  `[[par WhatsApp : {contact.whatsapp} ;]]`,
  'par le formulaire de la page /contact.',
];

/** The accessibility statement (issue 34): what the site aims at, what is measured, how to report a barrier. */
export const accessibilityFr: LegalDocument = {
  title: 'Déclaration d’accessibilité',
  updatedOn: '2026-11-28',
  sections: [
    {
      heading: '1. Notre engagement',
      paragraphs: [
        `{company.legal_name} veut que le site {company.name} soit utilisable par tous, y compris par les personnes en situation de handicap et celles qui le consultent sur un petit téléphone ou une connexion lente, avec ou sans technologie d’assistance (lecteur d’écran, agrandissement, navigation au clavier ou à la voix).`,
        'Cette déclaration couvre le site public, en français et en anglais, et l’espace d’administration de notre équipe.',
      ],
    },
    {
      heading: '2. État de conformité',
      paragraphs: [
        'Le site vise le niveau AA des Règles pour l’accessibilité des contenus web (WCAG) 2.2 du W3C.',
        'Il est partiellement conforme : les contrôles décrits ci-dessous ne relèvent aucun manquement, mais aucun audit complet n’a encore été mené par une personne experte, et une partie des critères ne se vérifie qu’à la main.',
      ],
    },
    {
      heading: '3. Comment nous le mesurons',
      paragraphs: ['À chaque modification du site, avant sa mise en ligne :'],
      list: [
        'chaque page publique et chaque écran d’administration est ouvert dans un navigateur réel, en français et en anglais, sur un écran de téléphone (375 pixels de large) et d’ordinateur (1 280 pixels), et contrôlé avec l’outil axe-core : aucune violation n’est acceptée ;',
        'au clavier, le focus est suivi d’un bout à l’autre des pages principales (accueil, contact, services, aide) : chaque élément atteint montre un anneau de focus qui contraste d’au moins 3 :1 avec ce qui l’entoure ;',
        'l’outil Lighthouse note l’accessibilité des pages mesurées à 100 sur 100.',
      ],
    },
    {
      heading: '4. Limites connues',
      paragraphs: ['Nous connaissons les limites suivantes et cherchons à les réduire :'],
      list: [
        'la carte de la page Contact vient d’un service tiers dont nous ne maîtrisons pas l’accessibilité ; l’adresse et les horaires du bureau sont écrits en clair sur la même page ;',
        'les textes de remplacement des images publiées (articles, projets, équipe) sont rédigés par notre équipe : la médiathèque de l’espace d’administration offre un champ pour chacun, en français et en anglais, mais leur présence et leur qualité dépendent de la personne qui publie.',
      ],
    },
    {
      heading: '5. Signaler un obstacle',
      paragraphs: [
        'Si un contenu ou une fonction du site vous reste inaccessible, dites-le-nous : nous vous transmettrons l’information par un autre moyen et corrigerons le problème. Indiquez la page concernée, ce que vous cherchiez à faire et, si possible, votre appareil et la technologie d’assistance utilisée.',
        'Nous vous répondons dans les 24 heures, et nous vous tenons informé jusqu’à la correction.',
      ],
      list: ways,
    },
    {
      heading: '6. Technologies utilisées',
      paragraphs: [
        'Le site repose sur HTML, CSS, WAI-ARIA et JavaScript. Ses pages publiques se lisent sans JavaScript, et leur langue est déclarée pour que les lecteurs d’écran prononcent correctement le français et l’anglais.',
      ],
    },
    {
      heading: '7. Environnement de test',
      paragraphs: [
        'Les contrôles automatiques sont faits avec Chromium, le moteur de Google Chrome, de Microsoft Edge et de la plupart des navigateurs Android, avec un navigateur réglé en français puis en anglais.',
      ],
    },
  ],
};
