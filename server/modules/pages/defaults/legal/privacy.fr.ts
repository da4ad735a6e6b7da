import { AUTH_TOKEN_STORAGE_KEY, CONTACT_QUEUE_STORAGE_KEY, PRIVACY } from '#contract/constants.ts';
import { LIGHT_MODE_COOKIE } from '#contract/light-mode.ts';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '#contract/languages.ts';
import type { LegalDocument } from './legal-document.ts';

export const privacyFr: LegalDocument = {
  title: 'Politique de confidentialité',
  updatedOn: '2026-11-22',
  sections: [
    {
      heading: '1. Responsable du traitement',
      paragraphs: [
        `Le responsable du traitement des données personnelles collectées sur le site {company.name} est la société {company.legal_name}[[, représentée par {company.director}]], dont le siège est situé à l’adresse suivante : {contact.address}.`,
        `Pour toute question relative à la présente politique ou au traitement de vos données, vous pouvez nous écrire à {contact.email} ou nous appeler au {contact.phone}.`,
      ],
    },
    {
      heading: '2. Données collectées',
      paragraphs: [
        'Nous collectons uniquement les données que vous nous transmettez volontairement, ainsi que les données techniques nécessaires au fonctionnement du site :',
        'Nous ne collectons aucune donnée sensible et ne vous demandons que les informations utiles au traitement de votre demande.',
      ],
      list: [
        'formulaire de contact et demandes de devis : nom, prénom, adresse électronique, numéro de téléphone (facultatif), entreprise (facultatif), service souhaité et contenu de votre message ;',
        'lettre d’information : adresse électronique ;',
        'témoignages : nom, fonction, entreprise, photographie éventuelle et contenu du témoignage ;',
        'candidatures à nos offres d’emploi : nom, adresse électronique, numéro de téléphone (facultatif), message et CV ;',
        'relation commerciale : coordonnées, devis, commandes, factures et échanges relatifs aux prestations ;',
        'espace d’administration, réservé au personnel : adresse électronique et mot de passe, ce dernier n’étant conservé que sous forme hachée ;',
        'données techniques : adresse IP, type de navigateur, pages consultées, date et heure de connexion.',
      ],
    },
    {
      heading: '3. Finalités du traitement',
      paragraphs: [
        'Vos données sont traitées pour les finalités suivantes :',
        'Vos données ne sont jamais vendues, louées ou cédées à des tiers à des fins commerciales.',
      ],
      list: [
        'répondre à vos demandes de contact et de devis ;',
        'établir, exécuter et facturer les prestations commandées ;',
        'gérer la relation avec nos prospects et nos clients ;',
        'envoyer la lettre d’information aux personnes qui s’y sont abonnées ;',
        'publier, après validation, les témoignages de nos clients ;',
        'assurer la sécurité et le bon fonctionnement du site et en mesurer la fréquentation ;',
        'respecter nos obligations légales, comptables et fiscales.',
      ],
    },
    {
      heading: '4. Base légale',
      paragraphs: ['Chaque traitement repose sur l’un des fondements suivants :'],
      list: [
        'votre consentement, pour l’abonnement à la lettre d’information et la publication de votre témoignage ; vous pouvez le retirer à tout moment ;',
        'l’exécution de mesures précontractuelles ou du contrat, pour l’établissement des devis, le traitement des commandes et la réalisation des prestations ;',
        'le respect de nos obligations légales, notamment pour la conservation des factures et des pièces comptables ;',
        'notre intérêt légitime, pour répondre aux demandes générales, sécuriser le site, établir des statistiques de fréquentation et gérer les comptes du personnel.',
      ],
    },
    {
      heading: '5. Durée de conservation',
      paragraphs: [
        'Les données sont conservées pendant une durée limitée, proportionnée à la finalité pour laquelle elles ont été collectées :',
        'À l’issue de ces durées, les données sont supprimées ou rendues anonymes de manière irréversible.',
      ],
      list: [
        `données des prospects (demandes de contact ou de devis non suivies d’une commande) : ${PRIVACY.prospectRetentionYears} ans à compter du dernier contact ;`,
        `candidatures à nos offres d’emploi et CV joints : ${PRIVACY.prospectRetentionYears} ans à compter de leur réception, puis supprimés automatiquement ;`,
        `données des clients : ${PRIVACY.clientRetentionYears} ans à compter de la fin de la relation commerciale, afin de satisfaire à nos obligations comptables et fiscales ;`,
        `données de mesure d’audience et journaux techniques : ${PRIVACY.analyticsRetentionMonths} mois au maximum ;`,
        'adresse des abonnés à la lettre d’information : jusqu’au désabonnement.',
      ],
    },
    {
      heading: '6. Hébergement des données',
      paragraphs: [
        `Le site et les données qu’il collecte sont hébergés sur un serveur exploité par {company.legal_name}. Pour toute question relative à l’hébergement, vous pouvez écrire à {contact.email}.`,
        `Seules les personnes habilitées de {company.name} ont accès à vos données, dans la limite de leurs attributions. Ces données peuvent en outre être communiquées aux autorités compétentes lorsque la loi l’exige.`,
        `Si des données devaient être transférées hors de Guinée, {company.name} veillerait à ce que ce transfert soit entouré de garanties appropriées, conformément à la réglementation applicable.`,
      ],
    },
    {
      heading: '7. Vos droits',
      paragraphs: [
        'Conformément à la réglementation applicable, vous disposez des droits suivants sur vos données personnelles :',
        `Pour exercer ces droits, écrivez-nous à {contact.email} ou par courrier à l’adresse suivante : {contact.address}. Un justificatif d’identité peut vous être demandé en cas de doute raisonnable sur votre identité.`,
        `Nous répondons à votre demande dans un délai de ${PRIVACY.rightsAnswerDays} jours à compter de sa réception.`,
      ],
      list: [
        'droit d’accès à vos données ;',
        'droit de rectification des données inexactes ou incomplètes ;',
        'droit à l’effacement de vos données ;',
        'droit d’opposition au traitement, notamment à des fins de prospection ;',
        'droit à la limitation du traitement ;',
        'droit à la portabilité de vos données ;',
        'droit de retirer votre consentement à tout moment, par exemple en vous désabonnant de la lettre d’information.',
      ],
    },
    {
      heading: '8. Cookies et stockage local',
      paragraphs: [
        'Le site n’utilise aucun cookie publicitaire ni aucun traceur de suivi à des fins commerciales. Il ne conserve dans votre navigateur que les éléments suivants :',
        'Ces éléments sont strictement nécessaires au fonctionnement du site et ne requièrent donc pas votre consentement. Vous pouvez les supprimer à tout moment depuis les réglages de votre navigateur ; la langue par défaut sera alors de nouveau appliquée.',
        'La page Contact affiche une carte fournie par le service tiers OpenStreetMap. Son affichage entraîne une connexion à ce service, qui est soumis à sa propre politique de confidentialité.',
        'Pour connaître la fréquentation du site, le serveur compte les pages vues sans cookie, sans adresse IP et sans identifiant\u00a0: chaque jour, il additionne les vues de chaque page selon sa langue, le site d’où vient le visiteur (son seul nom de domaine), le type d’appareil (téléphone ou ordinateur) et le mode léger. Rien ne permet de reconnaître un visiteur ni de suivre son parcours\u202f; les robots et les pages préchargées par le navigateur ne sont pas comptés. Il compte de même les recherches faites sur le site\u00a0: chaque jour, les mots envoyés, en minuscules, et leur langue, sans rien qui dise qui les a cherchés. Des mots qui contiennent un numéro de téléphone ou une adresse email ne sont pas enregistrés\u202f; seul est compté qu’une recherche de ce genre a eu lieu.',
      ],
      list: [
        `votre choix de langue, enregistré dans le stockage local de votre navigateur sous la clé « ${LANGUAGE_STORAGE_KEY} » et reproduit dans un cookie de langue (« ${LANGUAGE_COOKIE} ») afin que le serveur affiche directement les pages dans la langue choisie ;`,
        `votre choix du mode léger, si vous l’avez fait avec l’interrupteur du pied de page, dans un cookie (« ${LIGHT_MODE_COOKIE} ») ;`,
        `un message de contact écrit sans connexion, gardé dans le stockage local sous la clé « ${CONTACT_QUEUE_STORAGE_KEY} » jusqu’à son envoi au retour du réseau, puis effacé ;`,
        'les dernières pages du site que vous avez consultées et leurs images, gardées par le navigateur (service worker) pour rester lisibles sans connexion ;',
        `pour les seuls membres du personnel connectés à l’espace d’administration, un jeton de session enregistré dans le stockage local sous la clé « ${AUTH_TOKEN_STORAGE_KEY} », supprimé lorsque la session prend fin.`,
      ],
    },
    {
      heading: '9. Sécurité',
      paragraphs: [
        `{company.name} met en œuvre des mesures techniques et organisationnelles appropriées pour protéger vos données contre la perte, l’accès non autorisé, la divulgation ou l’altération : chiffrement des échanges, hachage des mots de passe, accès restreint à l’espace d’administration et sauvegardes régulières.`,
        'Aucune transmission de données sur Internet n’étant totalement sûre, nous ne pouvons toutefois garantir une sécurité absolue. En cas de violation de données susceptible d’engendrer un risque pour vos droits, nous vous en informerons dans les conditions prévues par la réglementation applicable.',
      ],
    },
    {
      heading: '10. Réclamations',
      paragraphs: [
        `Nous vous invitons à nous adresser d’abord toute réclamation à {contact.email}, afin que nous puissions rechercher ensemble une solution.`,
        'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de l’autorité guinéenne compétente en matière de protection des données personnelles.',
      ],
    },
    {
      heading: '11. Modifications',
      paragraphs: [
        'Nous pouvons modifier la présente politique pour tenir compte de l’évolution du site, de nos pratiques ou de la réglementation. La date de la dernière mise à jour figure en tête de cette page.',
        'En cas de modification substantielle, nous vous en informerons par un avis visible sur le site ou, le cas échéant, par courrier électronique.',
      ],
    },
  ],
};
