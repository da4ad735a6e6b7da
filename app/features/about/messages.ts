import { defineMessages } from '#app/i18n/define-messages.ts';

export const aboutMessages = defineMessages({
  fr: {
    'meta.title': 'À propos de Weltaare : agence digitale à Conakry',
    'meta.description':
      'Découvrez Weltaare, agence digitale guinéenne basée à Conakry avec un bureau à Dubreka : notre histoire, notre mission, notre vision, nos valeurs et notre équipe.',
    'hero.badge': 'À propos',
    'hero.title': 'Une agence digitale guinéenne au service de votre croissance',
    'hero.subtitle':
      'Depuis Conakry, nous aidons les entreprises, les institutions et les particuliers à réussir leur passage au numérique.',
    'story.title': 'Notre histoire',
    'story.origin':
      'Weltaare est née à Conakry d’une conviction simple : les entreprises guinéennes méritent des outils numériques de qualité internationale, pensés pour leurs clients, leurs réseaux et leurs moyens de paiement.',
    'story.office':
      'Notre bureau se trouve à Dubreka. De là, notre équipe accompagne des écoles, des commerces, des ONG et des entreprises dans tout le pays, de la première idée jusqu’au suivi après la mise en ligne.',
    'mission.title': 'Notre mission',
    'mission.text':
      'Rendre le numérique accessible et utile aux organisations guinéennes, avec des solutions fiables, adaptées au mobile et livrées dans les délais annoncés.',
    'vision.title': 'Notre vision',
    'vision.text':
      'Devenir le partenaire digital de référence en Guinée et en Afrique de l’Ouest, et montrer qu’une équipe locale peut bâtir des produits au niveau des meilleurs standards mondiaux.',
    'values.title': 'Nos valeurs',
    'values.subtitle': 'Ce qui guide chacun de nos projets, du premier échange à la maintenance.',
    'values.proximity.title': 'Proximité',
    'values.proximity.text':
      'Une équipe présente sur place, qui parle votre langue et connaît les réalités du marché guinéen.',
    'values.quality.title': 'Exigence',
    'values.quality.text':
      'Des standards internationaux de qualité, de sécurité et de performance sur chaque livrable.',
    'values.innovation.title': 'Innovation',
    'values.innovation.text':
      'Les technologies actuelles, choisies pour répondre à vos besoins réels et non pour suivre la mode.',
    'values.transparency.title': 'Transparence',
    'values.transparency.text': 'Des devis clairs en GNF, des délais tenus et des échanges réguliers sur l’avancement.',
    'values.commitment.title': 'Engagement',
    'values.commitment.text': 'Un support disponible 24 h/24 et 7 j/7 : nous restons à vos côtés après la livraison.',
    'team.title': 'Notre équipe',
    'team.subtitle': 'Les personnes qui conçoivent, développent et font vivre vos projets.',
    'team.empty': 'La présentation de l’équipe arrive bientôt.',
    'stats.title': 'Weltaare en chiffres',
    'cta.title': 'Parlons de votre projet',
    'cta.text': 'Une idée, un besoin, une question ? Notre équipe vous répond sous 24 heures.',
    'cta.button': 'Nous contacter',
  },
  en: {
    'meta.title': 'About Weltaare: digital agency in Conakry',
    'meta.description':
      'Meet Weltaare, a Guinean digital agency based in Conakry with an office in Dubreka: our story, mission, vision, values and team.',
    'hero.badge': 'About us',
    'hero.title': 'A Guinean digital agency working for your growth',
    'hero.subtitle': 'From Conakry, we help businesses, institutions and individuals succeed in their move to digital.',
    'story.title': 'Our story',
    'story.origin':
      'Weltaare was born in Conakry from a simple belief: Guinean businesses deserve digital tools of international quality, designed for their customers, their networks and their payment methods.',
    'story.office':
      'Our office is in Dubreka. From there, our team supports schools, shops, NGOs and companies across the country, from the first idea to the follow-up after launch.',
    'mission.title': 'Our mission',
    'mission.text':
      'Make digital technology accessible and useful to Guinean organisations, with reliable, mobile-friendly solutions delivered on the promised dates.',
    'vision.title': 'Our vision',
    'vision.text':
      'Become the leading digital partner in Guinea and West Africa, and show that a local team can build products to the best global standards.',
    'values.title': 'Our values',
    'values.subtitle': 'What guides each of our projects, from the first conversation to maintenance.',
    'values.proximity.title': 'Proximity',
    'values.proximity.text':
      'A team on the ground that speaks your language and knows the realities of the Guinean market.',
    'values.quality.title': 'High standards',
    'values.quality.text': 'International standards of quality, security and performance in every deliverable.',
    'values.innovation.title': 'Innovation',
    'values.innovation.text': 'Current technologies, chosen to meet your real needs rather than to follow trends.',
    'values.transparency.title': 'Transparency',
    'values.transparency.text': 'Clear quotes in GNF, deadlines kept and regular updates on progress.',
    'values.commitment.title': 'Commitment',
    'values.commitment.text': 'Support available 24/7: we stay by your side after delivery.',
    'team.title': 'Our team',
    'team.subtitle': 'The people who design, build and run your projects.',
    'team.empty': 'Our team introduction is coming soon.',
    'stats.title': 'Weltaare in numbers',
    'cta.title': "Let's talk about your project",
    'cta.text': 'An idea, a need, a question? Our team answers within 24 hours.',
    'cta.button': 'Contact us',
  },
});
