import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';

/** The about page as the site was written: the company's story, mission, vision, values and team. */
export const aboutPage: PageSectionInput[] = [
  {
    type: 'page_header',
    badge: { fr: 'À propos', en: 'About us' },
    title: {
      fr: 'Une agence digitale guinéenne au service de votre croissance',
      en: 'A Guinean digital agency working for your growth',
    },
    text: {
      fr: 'Depuis Conakry, nous aidons les entreprises, les institutions et les particuliers à réussir leur passage au numérique.',
      en: 'From Conakry, we help businesses, institutions and individuals succeed in their move to digital.',
    },
  },
  {
    type: 'rich_text',
    title: { fr: 'Notre histoire', en: 'Our story' },
    body: {
      fr: '<p>Weltaare accompagne les entreprises, les institutions et les particuliers en Guinée dans leur transformation numérique : sites web, applications mobiles, hébergement, design et communication digitale.</p><p>Weltaare est née à Conakry d’une conviction simple : les entreprises guinéennes méritent des outils numériques de qualité internationale, pensés pour leurs clients, leurs réseaux et leurs moyens de paiement.</p><p>Notre bureau se trouve à Dubreka. De là, notre équipe accompagne des écoles, des commerces, des ONG et des entreprises dans tout le pays, de la première idée jusqu’au suivi après la mise en ligne.</p>',
      en: '<p>Weltaare helps businesses, institutions and individuals in Guinea go digital: websites, mobile apps, hosting, design and digital communication.</p><p>Weltaare was born in Conakry from a simple belief: Guinean businesses deserve digital tools of international quality, designed for their customers, their networks and their payment methods.</p><p>Our office is in Dubreka. From there, our team supports schools, shops, NGOs and companies across the country, from the first idea to the follow-up after launch.</p>',
    },
  },
  {
    type: 'feature_tiles',
    title: null,
    subtitle: null,
    tiles: [
      {
        icon: 'target',
        title: { fr: 'Notre mission', en: 'Our mission' },
        text: {
          fr: 'Rendre le numérique accessible et utile aux organisations guinéennes, avec des solutions fiables, adaptées au mobile et livrées dans les délais annoncés.',
          en: 'Make digital technology accessible and useful to Guinean organisations, with reliable, mobile-friendly solutions delivered on the promised dates.',
        },
      },
      {
        icon: 'eye',
        title: { fr: 'Notre vision', en: 'Our vision' },
        text: {
          fr: 'Devenir le partenaire digital de référence en Guinée et en Afrique de l’Ouest, et montrer qu’une équipe locale peut bâtir des produits au niveau des meilleurs standards mondiaux.',
          en: 'Become the leading digital partner in Guinea and West Africa, and show that a local team can build products to the best global standards.',
        },
      },
    ],
  },
  {
    type: 'feature_tiles',
    title: { fr: 'Nos valeurs', en: 'Our values' },
    subtitle: {
      fr: 'Ce qui guide chacun de nos projets, du premier échange à la maintenance.',
      en: 'What guides each of our projects, from the first conversation to maintenance.',
    },
    tiles: [
      {
        icon: 'handshake',
        title: { fr: 'Proximité', en: 'Proximity' },
        text: {
          fr: 'Une équipe présente sur place, qui parle votre langue et connaît les réalités du marché guinéen.',
          en: 'A team on the ground that speaks your language and knows the realities of the Guinean market.',
        },
      },
      {
        icon: 'shield-check',
        title: { fr: 'Exigence', en: 'High standards' },
        text: {
          fr: 'Des standards internationaux de qualité, de sécurité et de performance sur chaque livrable.',
          en: 'International standards of quality, security and performance in every deliverable.',
        },
      },
      {
        icon: 'sparkles',
        title: { fr: 'Innovation', en: 'Innovation' },
        text: {
          fr: 'Les technologies actuelles, choisies pour répondre à vos besoins réels et non pour suivre la mode.',
          en: 'Current technologies, chosen to meet your real needs rather than to follow trends.',
        },
      },
      {
        icon: 'scale',
        title: { fr: 'Transparence', en: 'Transparency' },
        text: {
          fr: 'Des devis clairs en GNF, des délais tenus et des échanges réguliers sur l’avancement.',
          en: 'Clear quotes in GNF, deadlines kept and regular updates on progress.',
        },
      },
      {
        icon: 'heart-handshake',
        title: { fr: 'Engagement', en: 'Commitment' },
        text: {
          fr: 'Un support disponible 24 h/24 et 7 j/7 : nous restons à vos côtés après la livraison.',
          en: 'Support available 24/7: we stay by your side after delivery.',
        },
      },
    ],
  },
  {
    type: 'team',
    title: { fr: 'Notre équipe', en: 'Our team' },
    subtitle: {
      fr: 'Les personnes qui conçoivent, développent et font vivre vos projets.',
      en: 'The people who design, build and run your projects.',
    },
  },
  { type: 'figures', title: { fr: 'Weltaare en chiffres', en: 'Weltaare in numbers' }, animated: false },
  {
    type: 'call_to_action',
    title: { fr: 'Parlons de votre projet', en: "Let's talk about your project" },
    text: {
      fr: 'Une idée, un besoin, une question ? Notre équipe vous répond sous 24 heures.',
      en: 'An idea, a need, a question? Our team answers within 24 hours.',
    },
    button_label: { fr: 'Nous contacter', en: 'Contact us' },
    button_link: '/contact',
    secondary_label: null,
    secondary_link: null,
  },
];
