import type { PublicSettings } from '#contract/schemas/settings.ts';
import type { LegalDocumentBuilder } from '../legal-document.ts';
import { numberFormat } from '#contract/intl-formats.ts';

/** Address, then the city and country when the address does not already name them. */
function postalAddress(contact: PublicSettings['contact']): string {
  const parts = [contact.address.trim()].filter(Boolean);
  for (const part of [contact.city.trim(), contact.country.trim()]) {
    if (part && !parts.some((p) => p.toLowerCase().includes(part.toLowerCase()))) parts.push(part);
  }
  return parts.join(', ');
}

export const legalNoticeFr: LegalDocumentBuilder = (settings) => {
  const { name, legal_name: legalName, registration_number: registrationNumber, director } = settings.company;
  const { email, phone } = settings.contact;
  const address = postalAddress(settings.contact);
  const capital = `${numberFormat('fr-FR').format(settings.company.share_capital_gnf)} GNF`;

  return {
    title: 'Mentions légales',
    intro: 'Dernière mise à jour : 22 novembre 2026.',
    sections: [
      {
        heading: '1. Éditeur du site',
        paragraphs: [
          `Le site ${name} est édité par la société ${legalName}, société à responsabilité limitée unipersonnelle (SARLU) au capital de ${capital}${registrationNumber ? `, immatriculée au Registre du commerce et du crédit mobilier (RCCM) sous le numéro ${registrationNumber}` : ''}.`,
        ],
        list: [`Siège social : ${address}`, `Téléphone : ${phone}`, `Adresse électronique : ${email}`],
      },
      {
        heading: '2. Directeur de la publication',
        paragraphs: [
          director
            ? `Le directeur de la publication est ${director}, pour le compte de ${legalName}.`
            : `La direction de la publication est assurée par le représentant légal de ${legalName}.`,
          `Toute correspondance relative au contenu du site peut être adressée à ${email}.`,
        ],
      },
      {
        heading: '3. Hébergement',
        paragraphs: [
          `Le site est hébergé sur un serveur exploité et administré par ${legalName}, dont le siège est situé à l’adresse suivante : ${address}.`,
          `Pour toute question relative à l’hébergement du site, vous pouvez écrire à ${email}.`,
        ],
      },
      {
        heading: '4. Propriété intellectuelle',
        paragraphs: [
          `L’ensemble des éléments du site (structure, textes, photographies, illustrations, éléments graphiques, logiciels et code source) est protégé par le droit de la propriété intellectuelle. Ces éléments sont la propriété exclusive de ${legalName} ou de ses partenaires, qui en ont autorisé l’utilisation.`,
          `Toute reproduction, représentation, modification, adaptation ou diffusion, totale ou partielle, de ces éléments, par quelque procédé que ce soit, sans l’autorisation écrite préalable de ${legalName}, est interdite et constitue une contrefaçon susceptible d’engager la responsabilité civile et pénale de son auteur.`,
          'Les réalisations présentées dans le portfolio le sont avec l’accord des clients concernés ; les droits qui s’y rattachent restent la propriété de leurs titulaires respectifs.',
        ],
      },
      {
        heading: '5. Marques et logos',
        paragraphs: [
          `Le nom ${name} et le logo qui l’accompagne sont des signes distinctifs de ${legalName}. Toute utilisation, reproduction ou imitation de ces signes sans autorisation écrite préalable est interdite.`,
          'Les marques et logos des clients et partenaires reproduits sur le site appartiennent à leurs titulaires respectifs et ne sont utilisés qu’à titre de référence.',
        ],
      },
      {
        heading: '6. Liens externes',
        paragraphs: [
          `Le site peut contenir des liens vers des sites tiers, notamment des réseaux sociaux, des services de cartographie ou des sites de partenaires. ${legalName} n’exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu, à leur disponibilité et à leurs pratiques en matière de données personnelles.`,
          `La création de liens vers le site ${name} est autorisée, à condition de ne pas porter atteinte à l’image de ${legalName} et de ne pas présenter ses pages au sein d’un autre site (technique du cadrage).`,
        ],
      },
      {
        heading: '7. Responsabilité',
        paragraphs: [
          `${legalName} s’efforce de diffuser des informations exactes et à jour, sans pouvoir en garantir l’exactitude, l’exhaustivité ni l’actualité. Ces informations sont fournies à titre indicatif et n’ont pas de valeur contractuelle ; seuls les devis acceptés et les conditions générales de vente engagent la société.`,
          `${legalName} ne saurait être tenue responsable des interruptions du site, des difficultés techniques ou des dommages résultant de son utilisation, notamment de la présence d’un virus ou de l’intrusion d’un tiers, sauf faute de sa part.`,
        ],
      },
      {
        heading: '8. Données personnelles',
        paragraphs: [
          `${legalName} traite les données personnelles collectées sur le site, notamment au moyen du formulaire de contact, de l’inscription à la lettre d’information et des témoignages, conformément à la réglementation guinéenne applicable.`,
          `Les finalités des traitements, les durées de conservation et les modalités d’exercice de vos droits sont décrites dans notre politique de confidentialité (/privacy). Vous pouvez exercer vos droits en écrivant à ${email}.`,
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
};
