import { TERMS } from '#contract/constants.ts';
import type { LegalDocument } from './legal-document.ts';
import { numberFormat } from '#contract/intl-formats.ts';

const percent = (value: number): string =>
  numberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

/** "2-4" -> "2 à 4". */
const weeks = (range: string): string => `${range.replace('-', ' à ')} semaines`;

export const termsFr: LegalDocument = {
  title: 'Conditions générales de vente',
  updatedOn: '2026-11-22',
  sections: [
    {
      heading: 'Article 1 – Objet et champ d’application',
      paragraphs: [
        `Les présentes conditions générales de vente régissent les relations contractuelles entre la société {company.legal_name}[[, immatriculée au RCCM sous le numéro {company.registration_number}]], dont le siège est situé à l’adresse suivante : {contact.address} (ci-après « le Prestataire »), et toute personne physique ou morale qui lui commande une prestation (ci-après « le Client »).`,
        'Elles s’appliquent à l’ensemble des prestations proposées par le Prestataire, notamment la création de sites web, le développement d’applications mobiles, l’hébergement et le déploiement, le design graphique, la communication digitale et le commerce électronique.',
        'Toute commande emporte l’acceptation sans réserve des présentes conditions, qui prévalent sur tout autre document du Client. Les conditions particulières figurant dans un devis accepté prévalent sur les présentes en cas de contradiction.',
      ],
    },
    {
      heading: 'Article 2 – Devis',
      paragraphs: [
        `Toute prestation fait l’objet d’un devis gratuit établi par le Prestataire à partir des besoins exprimés par le Client, notamment au moyen du formulaire de contact du site {company.name} ou par courrier électronique à {contact.email}.`,
        'Le devis précise la nature des prestations, leur prix, les modalités de paiement et les délais indicatifs de réalisation.',
        `Le devis est valable ${TERMS.quoteValidityDays} jours à compter de sa date d’émission. Passé ce délai, le Prestataire peut le réviser.`,
      ],
    },
    {
      heading: 'Article 3 – Commandes',
      paragraphs: [
        `La commande devient ferme et définitive à la réception par le Prestataire du devis signé par le Client, revêtu de la mention « Bon pour accord », ou de son acceptation écrite par courrier électronique, ainsi que de l’acompte prévu à l’article 5.`,
        'Toute demande de modification ou d’ajout formulée par le Client après la commande peut donner lieu à un devis complémentaire et à un report des délais.',
      ],
    },
    {
      heading: 'Article 4 – Prix',
      paragraphs: [
        `Les prix sont exprimés en francs guinéens (${TERMS.currency}). Ils s’entendent hors taxes et sont majorés des taxes applicables au taux en vigueur à la date de facturation.`,
        'Les prix applicables sont ceux figurant dans le devis accepté. Sauf mention contraire du devis, les frais engagés auprès de tiers pour le compte du Client (noms de domaine, licences, services externes, frais de publication sur les magasins d’applications) sont facturés en sus.',
      ],
    },
    {
      heading: 'Article 5 – Conditions de paiement',
      paragraphs: [
        `Un acompte de ${percent(TERMS.depositPercent)} du montant total est exigible à la commande. Le solde est payable dans un délai de ${TERMS.paymentDays} jours à compter de la date de la facture.`,
        'Le paiement s’effectue par virement bancaire, par paiement mobile ou par tout autre moyen accepté par le Prestataire.',
        `Tout retard de paiement entraîne de plein droit l’application de pénalités de retard au taux de ${percent(TERMS.latePenaltyPercentPerMonth)} par mois sur les sommes dues, à compter du lendemain de la date d’échéance. Le Prestataire peut en outre suspendre l’exécution des prestations jusqu’au paiement complet des sommes dues.`,
      ],
    },
    {
      heading: 'Article 6 – Délais de réalisation et livraison',
      paragraphs: [
        'Les délais de réalisation sont donnés à titre indicatif. Ils courent à compter de la réception de l’acompte et de l’ensemble des éléments nécessaires fournis par le Client (textes, images, accès, etc.). Les délais habituellement constatés sont les suivants :',
        'Tout retard du Client dans la fourniture de ces éléments ou dans ses validations prolonge d’autant les délais. Un dépassement des délais indicatifs ne peut justifier ni l’annulation de la commande ni le versement de pénalités, sauf stipulation contraire du devis.',
      ],
      list: [
        `site vitrine : ${weeks(TERMS.delays.showcaseSiteWeeks)} ;`,
        `site de commerce électronique : ${weeks(TERMS.delays.ecommerceWeeks)} ;`,
        `application mobile : ${weeks(TERMS.delays.mobileAppWeeks)}.`,
      ],
    },
    {
      heading: 'Article 7 – Recette et conformité',
      paragraphs: [
        `À la livraison, le Client dispose d’un délai de ${TERMS.nonConformityReportDays} jours pour vérifier la conformité des prestations au devis accepté et signaler par écrit, de manière précise et motivée, toute non-conformité constatée.`,
        'Le Prestataire corrige dans un délai raisonnable les non-conformités dûment signalées. Les demandes qui excèdent le périmètre du devis font l’objet d’un devis complémentaire.',
        `À défaut de réserve formulée dans ce délai de ${TERMS.nonConformityReportDays} jours, ou en cas de mise en exploitation par le Client, les prestations sont réputées acceptées sans réserve.`,
      ],
    },
    {
      heading: 'Article 8 – Propriété intellectuelle',
      paragraphs: [
        'Sous réserve du paiement intégral du prix, le Prestataire cède au Client les droits patrimoniaux d’exploitation (reproduction, représentation et adaptation) sur les éléments créés spécifiquement pour lui. Jusqu’à ce paiement intégral, le Prestataire reste titulaire de l’ensemble des droits.',
        'Le Prestataire conserve la propriété de ses outils, méthodes, savoir-faire et composants préexistants ou génériques, dont il concède au Client un droit d’utilisation dans la mesure nécessaire à l’exploitation des livrables. Les composants libres demeurent soumis à leurs licences respectives.',
        'Le Client garantit détenir les droits sur les contenus qu’il fournit. Sauf opposition écrite de sa part, le Prestataire peut mentionner la réalisation à titre de référence commerciale, notamment dans son portfolio.',
      ],
    },
    {
      heading: 'Article 9 – Responsabilité',
      paragraphs: [
        'Le Prestataire est tenu d’une obligation de moyens. Sa responsabilité ne peut être engagée qu’en cas de faute prouvée et est limitée au montant effectivement payé par le Client au titre de la prestation concernée.',
        'Le Prestataire ne saurait être tenu responsable des dommages indirects (perte d’exploitation, de chiffre d’affaires ou de données), des défaillances des services de tiers (fournisseurs de noms de domaine, services de paiement, magasins d’applications), ni des événements de force majeure.',
        'Le Client demeure seul responsable des contenus qu’il publie ainsi que du respect des obligations légales liées à son activité.',
      ],
    },
    {
      heading: 'Article 10 – Résiliation',
      paragraphs: [
        `Le Client peut résilier la commande par écrit, moyennant un préavis de ${TERMS.clientTerminationNoticeDays} jours. Les prestations réalisées jusqu’à la date d’effet de la résiliation restent dues ; l’acompte versé s’impute sur ces sommes et demeure acquis au Prestataire.`,
        `En cas de manquement grave du Client à ses obligations, notamment de défaut de paiement, le Prestataire peut résilier le contrat de plein droit après une mise en demeure restée sans effet pendant ${TERMS.providerFormalNoticeDays} jours, sans préjudice de tous dommages et intérêts.`,
      ],
    },
    {
      heading: 'Article 11 – Droit applicable et litiges',
      paragraphs: [
        'Les présentes conditions générales de vente sont soumises au droit guinéen, y compris les Actes uniformes de l’OHADA applicables.',
        `En cas de différend relatif à leur interprétation ou à leur exécution, les parties s’engagent à rechercher d’abord une solution amiable ; le Client peut à cet effet adresser sa réclamation à {contact.email}.`,
        'À défaut de règlement amiable, le litige sera porté devant les tribunaux compétents de Conakry.',
      ],
    },
  ],
};
