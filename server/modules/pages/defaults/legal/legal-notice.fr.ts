import type { LegalDocument } from './legal-document.ts';

export const legalNoticeFr: LegalDocument = {
  title: 'Mentions légales',
  updatedOn: '2026-11-22',
  sections: [
    {
      heading: '1. Éditeur du site',
      paragraphs: [
        `Le site {company.name} est édité par la société {company.legal_name}, société à responsabilité limitée unipersonnelle (SARLU) au capital de {company.share_capital}[[, immatriculée au Registre du commerce et du crédit mobilier (RCCM) sous le numéro {company.registration_number}]].`,
      ],
      list: [
        `Siège social : {contact.address}`,
        `Téléphone : {contact.phone}`,
        `Adresse électronique : {contact.email}`,
      ],
    },
    {
      heading: '2. Directeur de la publication',
      paragraphs: [
        `[[Le directeur de la publication est {company.director}, pour le compte de {company.legal_name}.||La direction de la publication est assurée par le représentant légal de {company.legal_name}.]]`,
        `Toute correspondance relative au contenu du site peut être adressée à {contact.email}.`,
      ],
    },
    {
      heading: '3. Hébergement',
      paragraphs: [
        `Le site est hébergé sur un serveur exploité et administré par {company.legal_name}, dont le siège est situé à l’adresse suivante : {contact.address}.`,
        `Pour toute question relative à l’hébergement du site, vous pouvez écrire à {contact.email}.`,
      ],
    },
    {
      heading: '4. Propriété intellectuelle',
      paragraphs: [
        `L’ensemble des éléments du site (structure, textes, photographies, illustrations, éléments graphiques, logiciels et code source) est protégé par le droit de la propriété intellectuelle. Ces éléments sont la propriété exclusive de {company.legal_name} ou de ses partenaires, qui en ont autorisé l’utilisation.`,
        `Toute reproduction, représentation, modification, adaptation ou diffusion, totale ou partielle, de ces éléments, par quelque procédé que ce soit, sans l’autorisation écrite préalable de {company.legal_name}, est interdite et constitue une contrefaçon susceptible d’engager la responsabilité civile et pénale de son auteur.`,
        'Les réalisations présentées dans le portfolio le sont avec l’accord des clients concernés ; les droits qui s’y rattachent restent la propriété de leurs titulaires respectifs.',
      ],
    },
    {
      heading: '5. Marques et logos',
      paragraphs: [
        `Le nom {company.name} et le logo qui l’accompagne sont des signes distinctifs de {company.legal_name}. Toute utilisation, reproduction ou imitation de ces signes sans autorisation écrite préalable est interdite.`,
        'Les marques et logos des clients et partenaires reproduits sur le site appartiennent à leurs titulaires respectifs et ne sont utilisés qu’à titre de référence.',
      ],
    },
    {
      heading: '6. Liens externes',
      paragraphs: [
        `Le site peut contenir des liens vers des sites tiers, notamment des réseaux sociaux, des services de cartographie ou des sites de partenaires. {company.legal_name} n’exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu, à leur disponibilité et à leurs pratiques en matière de données personnelles.`,
        `La création de liens vers le site {company.name} est autorisée, à condition de ne pas porter atteinte à l’image de {company.legal_name} et de ne pas présenter ses pages au sein d’un autre site (technique du cadrage).`,
      ],
    },
    {
      heading: '7. Responsabilité',
      paragraphs: [
        `{company.legal_name} s’efforce de diffuser des informations exactes et à jour, sans pouvoir en garantir l’exactitude, l’exhaustivité ni l’actualité. Ces informations sont fournies à titre indicatif et n’ont pas de valeur contractuelle ; seuls les devis acceptés et les conditions générales de vente engagent la société.`,
        `{company.legal_name} ne saurait être tenue responsable des interruptions du site, des difficultés techniques ou des dommages résultant de son utilisation, notamment de la présence d’un virus ou de l’intrusion d’un tiers, sauf faute de sa part.`,
      ],
    },
    {
      heading: '8. Données personnelles',
      paragraphs: [
        `{company.legal_name} traite les données personnelles collectées sur le site, notamment au moyen du formulaire de contact, de l’inscription à la lettre d’information et des témoignages, conformément à la réglementation guinéenne applicable.`,
        `Les finalités des traitements, les durées de conservation et les modalités d’exercice de vos droits sont décrites dans notre politique de confidentialité (/privacy). Vous pouvez exercer vos droits en écrivant à {contact.email}.`,
      ],
    },
    {
      heading: '9. Cookies',
      paragraphs: [
        'Le site n’utilise aucun cookie publicitaire. Il se limite à un cookie de langue et au stockage local du navigateur, afin de mémoriser votre choix de langue et, pour le seul personnel, la session de l’espace d’administration.',
        'Pour en savoir plus, consultez la section « Cookies et stockage local » de notre politique de confidentialité (/privacy).',
      ],
    },
    {
      heading: '10. Droit applicable',
      paragraphs: [
        'Les présentes mentions légales sont régies par le droit guinéen. En cas de litige, et à défaut de règlement amiable, les tribunaux de Conakry seront seuls compétents.',
        'Elles peuvent être modifiées à tout moment ; la version applicable est celle publiée sur le site à la date de votre consultation.',
      ],
    },
  ],
};
