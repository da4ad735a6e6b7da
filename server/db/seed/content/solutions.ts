import type { SERVICE_ICONS } from '#contract/constants.ts';
import type { SeedSolution } from '../types.ts';

type ServiceIcon = (typeof SERVICE_ICONS)[number];

const image = (slug: string): string => `/media/seed/solutions/${slug}`;

/** Four packaged offers that combine several services. */
export const seedSolutions: SeedSolution[] = [
  {
    slug: 'gestion-scolaire',
    name: { fr: 'Gestion scolaire', en: 'School management' },
    summary: {
      fr: 'Inscriptions, notes, bulletins, frais de scolarité et communication avec les parents, réunis dans une seule plateforme.',
      en: 'Enrolment, grades, report cards, tuition fees and communication with parents, all in a single platform.',
    },
    body: {
      fr: '<p>Conçue avec des écoles privées de Conakry, notre solution de <strong>gestion scolaire</strong> remplace les registres papier et les fichiers Excel dispersés.</p><h2>Pour qui ?</h2><p>Écoles primaires, collèges, lycées et instituts de formation professionnelle, de 100 à 3 000 élèves.</p><h2>Ce qui change au quotidien</h2><ul><li>Les bulletins sont générés automatiquement à la fin de chaque période.</li><li>Les parents suivent les notes, absences et paiements depuis leur téléphone.</li><li>La direction voit en un coup d’œil les impayés et les effectifs.</li></ul><p>L’installation, la reprise des données existantes et la formation du personnel sont incluses.</p>',
      en: '<p>Designed with private schools in Conakry, our <strong>school management</strong> solution replaces paper registers and scattered Excel files.</p><h2>Who is it for?</h2><p>Primary schools, secondary schools and vocational training institutes, from 100 to 3,000 pupils.</p><h2>What changes day to day</h2><ul><li>Report cards are generated automatically at the end of each term.</li><li>Parents follow grades, absences and payments from their phones.</li><li>Management sees unpaid fees and enrolment numbers at a glance.</li></ul><p>Setup, import of existing data and staff training are included.</p>',
    },
    features: [
      { fr: 'Inscriptions et dossiers élèves', en: 'Enrolment and pupil records' },
      { fr: 'Notes, moyennes et bulletins automatiques', en: 'Grades, averages and automatic report cards' },
      { fr: 'Suivi des frais de scolarité et paiement mobile', en: 'Tuition tracking and mobile payments' },
      { fr: 'Espace parents et alertes SMS', en: 'Parent area and SMS alerts' },
      { fr: 'Formation du personnel incluse', en: 'Staff training included' },
    ],
    icon: 'graduation-cap' satisfies ServiceIcon,
    image: image('gestion-scolaire'),
    active: true,
    sortOrder: 1,
  },
  {
    slug: 'pack-pme-en-ligne',
    name: { fr: 'Pack PME en ligne', en: 'SME online pack' },
    summary: {
      fr: 'Un site vitrine, l’hébergement, le nom de domaine et des adresses e-mail professionnelles pour démarrer en ligne avec un budget maîtrisé.',
      en: 'A showcase website, hosting, a domain name and professional email addresses to get online on a controlled budget.',
    },
    body: {
      fr: '<p>Le <strong>Pack PME en ligne</strong> réunit tout ce dont une petite entreprise a besoin pour être trouvée et contactée sur Internet, sans avoir à gérer plusieurs prestataires.</p><h2>Ce qui est inclus</h2><ul><li>Un site vitrine de cinq pages, bilingue et adapté au mobile.</li><li>Le nom de domaine et l’hébergement pendant un an.</li><li>Cinq adresses e-mail à votre nom.</li><li>La création de votre fiche Google Business Profile.</li></ul><h2>Délai et budget</h2><p>Votre site est en ligne en trois semaines environ. Le prix est annoncé en GNF, avec un acompte de 50 % à la commande.</p>',
      en: '<p>The <strong>SME online pack</strong> brings together everything a small business needs to be found and contacted online, without juggling several providers.</p><h2>What is included</h2><ul><li>A five-page showcase website, bilingual and mobile-friendly.</li><li>Domain name and hosting for one year.</li><li>Five email addresses on your domain.</li><li>Setup of your Google Business Profile listing.</li></ul><h2>Timeline and budget</h2><p>Your site goes live in about three weeks. The price is quoted in GNF, with a 50% deposit on order.</p>',
    },
    features: [
      { fr: 'Site vitrine bilingue de cinq pages', en: 'Five-page bilingual showcase site' },
      { fr: 'Nom de domaine et hébergement pendant un an', en: 'Domain name and hosting for one year' },
      { fr: 'Cinq adresses e-mail professionnelles', en: 'Five professional email addresses' },
      { fr: 'Fiche Google Business Profile', en: 'Google Business Profile listing' },
    ],
    icon: 'Globe' satisfies ServiceIcon,
    image: image('pack-pme-en-ligne'),
    active: true,
    sortOrder: 2,
  },
  {
    slug: 'boutique-paiement-mobile',
    name: { fr: 'Boutique en ligne avec paiement mobile', en: 'Online shop with mobile payments' },
    summary: {
      fr: 'Une boutique en ligne prête à vendre, avec Orange Money, MTN MoMo, paiement à la livraison et notifications WhatsApp.',
      en: 'A ready-to-sell online shop with Orange Money, MTN MoMo, cash on delivery and WhatsApp notifications.',
    },
    body: {
      fr: '<p>Vendez vos produits en ligne à Conakry et dans tout le pays. Notre boutique clé en main intègre les moyens de paiement que vos clients utilisent déjà.</p><h2>Les points forts</h2><ul><li>Catalogue illimité avec photos, variantes et prix en GNF.</li><li>Paiement <strong>Orange Money</strong>, <strong>MTN MoMo</strong> ou à la livraison.</li><li>Confirmation de commande automatique par WhatsApp et SMS.</li><li>Tableau de bord des ventes et des stocks.</li></ul><p>Nous vous accompagnons pour l’ouverture des comptes marchands et la prise de vue de vos premiers produits.</p>',
      en: '<p>Sell your products online in Conakry and across the country. Our turnkey shop includes the payment methods your customers already use.</p><h2>Highlights</h2><ul><li>Unlimited catalogue with photos, variants and prices in GNF.</li><li><strong>Orange Money</strong>, <strong>MTN MoMo</strong> or cash-on-delivery payment.</li><li>Automatic order confirmation by WhatsApp and SMS.</li><li>Sales and stock dashboard.</li></ul><p>We help you open your merchant accounts and photograph your first products.</p>',
    },
    features: [
      { fr: 'Catalogue et panier adaptés au mobile', en: 'Mobile-friendly catalogue and cart' },
      { fr: 'Orange Money, MTN MoMo et paiement à la livraison', en: 'Orange Money, MTN MoMo and cash on delivery' },
      { fr: 'Notifications WhatsApp et SMS', en: 'WhatsApp and SMS notifications' },
      { fr: 'Suivi des stocks et des ventes', en: 'Stock and sales tracking' },
      { fr: 'Aide à l’ouverture des comptes marchands', en: 'Help opening merchant accounts' },
    ],
    icon: 'shopping-cart' satisfies ServiceIcon,
    image: image('boutique-paiement-mobile'),
    active: true,
    sortOrder: 3,
  },
  {
    slug: 'kit-communication-ong',
    name: { fr: 'Kit communication ONG', en: 'NGO communication kit' },
    summary: {
      fr: 'Site, identité visuelle et réseaux sociaux pour les ONG et associations qui veulent rendre compte de leur impact auprès des partenaires.',
      en: 'Website, visual identity and social media for NGOs and associations that need to show their impact to partners.',
    },
    body: {
      fr: '<p>Les bailleurs et partenaires attendent des ONG une communication claire et régulière. Notre <strong>kit communication ONG</strong> vous donne les outils pour raconter vos actions sur le terrain.</p><h2>Le contenu du kit</h2><ul><li>Un logo modernisé et des modèles de documents (rapports, présentations).</li><li>Un site bilingue avec pages projets et actualités.</li><li>Trois mois d’animation de vos réseaux sociaux.</li><li>Une formation de votre équipe à la prise de photos sur le terrain.</li></ul><p>Un tarif adapté est proposé aux associations locales à but non lucratif.</p>',
      en: '<p>Donors and partners expect clear, regular communication from NGOs. Our <strong>NGO communication kit</strong> gives you the tools to tell the story of your work in the field.</p><h2>What the kit contains</h2><ul><li>A refreshed logo and document templates (reports, presentations).</li><li>A bilingual website with project and news pages.</li><li>Three months of social media management.</li><li>Training for your team in taking photos in the field.</li></ul><p>A reduced rate is available for local non-profit associations.</p>',
    },
    features: [
      { fr: 'Identité visuelle et modèles de documents', en: 'Visual identity and document templates' },
      { fr: 'Site bilingue avec pages projets', en: 'Bilingual website with project pages' },
      { fr: 'Trois mois d’animation des réseaux sociaux', en: 'Three months of social media management' },
      { fr: 'Formation à la photo de terrain', en: 'Field photography training' },
    ],
    icon: 'megaphone' satisfies ServiceIcon,
    image: image('kit-communication-ong'),
    active: true,
    sortOrder: 4,
  },
];
