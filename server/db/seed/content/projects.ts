import type { ProjectCategory } from '#contract/schemas/project.ts';
import type { SeedProject } from '../types.ts';

const cover = (slug: string): string => `/media/seed/projects/${slug}`;

/**
 * Seven portfolio projects: three published and featured, two published only,
 * two drafts (one of them flagged featured, to prove drafts never reach the public site).
 */
export const seedProjects: SeedProject[] = [
  {
    slug: 'portail-groupe-scolaire-les-flamboyants',
    title: {
      fr: 'Portail du Groupe scolaire Les Flamboyants',
      en: 'Les Flamboyants school portal',
    },
    summary: {
      fr: 'Un site et un espace parents pour une école privée de Kipé : inscriptions en ligne, bulletins et annonces, consultables sur smartphone.',
      en: 'A website and parent portal for a private school in Kipé: online enrolment, report cards and announcements, all readable on a smartphone.',
    },
    body: {
      fr: '<p>Le <strong>Groupe scolaire Les Flamboyants</strong> accueille plus de 900 élèves, de la maternelle au lycée, à Kipé (Ratoma). Les inscriptions se faisaient entièrement sur papier et les parents devaient se déplacer pour obtenir les bulletins.</p><h2>Le défi</h2><p>Offrir aux familles un accès simple aux informations de l’école, sans alourdir le travail du secrétariat, et avec des parents qui se connectent surtout depuis leur téléphone.</p><h2>Notre solution</h2><ul><li>Un site vitrine bilingue présentant les cycles, les frais de scolarité et le calendrier.</li><li>Un formulaire de pré-inscription en ligne avec dépôt des pièces justificatives.</li><li>Un espace parents sécurisé pour consulter bulletins, absences et annonces.</li><li>Des alertes SMS pour les réunions et les échéances de paiement.</li></ul><h2>Résultats</h2><p>Dès la première rentrée, <strong>70 % des pré-inscriptions</strong> ont été faites en ligne et les files d’attente au secrétariat ont nettement diminué.</p>',
      en: '<p><strong>Les Flamboyants school group</strong> teaches more than 900 pupils, from nursery to upper secondary, in Kipé (Ratoma). Enrolment was entirely on paper and parents had to come in person to collect report cards.</p><h2>The challenge</h2><p>Give families easy access to school information without adding to the office workload, knowing that most parents go online from their phones.</p><h2>Our solution</h2><ul><li>A bilingual website presenting the school levels, tuition fees and calendar.</li><li>An online pre-enrolment form with document upload.</li><li>A secure parent area to view report cards, absences and announcements.</li><li>SMS alerts for meetings and payment deadlines.</li></ul><h2>Results</h2><p>In the very first school year, <strong>70% of pre-enrolments</strong> were made online and queues at the school office shrank noticeably.</p>',
    },
    category: 'web' satisfies ProjectCategory,
    clientName: 'Groupe scolaire Les Flamboyants',
    serviceSlug: 'web-development',
    coverImage: cover('portail-groupe-scolaire-les-flamboyants'),
    gallery: [],
    technologies: ['React', 'Node.js', 'PostgreSQL', 'SMS API'],
    projectUrl: 'https://example.com/les-flamboyants',
    completedOn: '2025-09-15',
    published: true,
    featured: true,
    sortOrder: 1,
  },
  {
    slug: 'application-kaloum-express',
    title: {
      fr: 'Application de livraison Kaloum Express',
      en: 'Kaloum Express delivery app',
    },
    summary: {
      fr: 'Une application mobile pour commander et suivre des livraisons à moto dans le Grand Conakry, avec paiement Orange Money.',
      en: 'A mobile app to order and track motorbike deliveries across Greater Conakry, with Orange Money payment.',
    },
    body: {
      fr: '<p><strong>Kaloum Express</strong> est une société de coursiers à moto qui livre colis, repas et documents entre Kaloum, Matam, Ratoma et Matoto. Les commandes arrivaient par appel téléphonique et le suivi se faisait de tête.</p><h2>Le défi</h2><p>Structurer la prise de commande, attribuer les courses aux livreurs disponibles et permettre aux clients de suivre leur colis, malgré une couverture réseau irrégulière.</p><h2>Notre solution</h2><ul><li>Une application client Android et iOS pour commander, payer et suivre la course.</li><li>Une application livreur qui fonctionne hors connexion et se synchronise automatiquement.</li><li>Le paiement par <strong>Orange Money</strong> ou en espèces à la livraison.</li><li>Un tableau de bord web pour le dispatch et les statistiques.</li></ul><h2>Résultats</h2><p>En six mois, la société est passée de 40 à plus de 150 livraisons par jour, avec une équipe de dispatch inchangée.</p>',
      en: '<p><strong>Kaloum Express</strong> is a motorbike courier company delivering parcels, meals and documents between Kaloum, Matam, Ratoma and Matoto. Orders came in by phone and tracking was done from memory.</p><h2>The challenge</h2><p>Organise order taking, assign jobs to available riders and let customers track their parcels, despite patchy network coverage.</p><h2>Our solution</h2><ul><li>A customer app for Android and iOS to order, pay and track each delivery.</li><li>A rider app that works offline and syncs automatically.</li><li>Payment by <strong>Orange Money</strong> or cash on delivery.</li><li>A web dashboard for dispatch and statistics.</li></ul><h2>Results</h2><p>Within six months the company went from 40 to more than 150 deliveries a day, with the same dispatch team.</p>',
    },
    category: 'mobile' satisfies ProjectCategory,
    clientName: 'Kaloum Express',
    serviceSlug: 'mobile-apps',
    coverImage: cover('application-kaloum-express'),
    gallery: [],
    technologies: ['React Native', 'Node.js', 'PostgreSQL', 'Orange Money API'],
    projectUrl: 'https://example.com/kaloum-express',
    completedOn: '2025-03-28',
    published: true,
    featured: true,
    sortOrder: 2,
  },
  {
    slug: 'boutique-en-ligne-milo-informatique',
    title: {
      fr: 'Boutique en ligne Milo Informatique',
      en: 'Milo Informatique online store',
    },
    summary: {
      fr: 'Une boutique en ligne pour un revendeur de matériel informatique de Kankan, avec paiement mobile et livraison dans toute la Haute-Guinée.',
      en: 'An online store for a computer equipment retailer in Kankan, with mobile payments and delivery across Upper Guinea.',
    },
    body: {
      fr: '<p><strong>Milo Informatique</strong> vend ordinateurs, téléphones et accessoires à Kankan depuis plus de dix ans. Ses clients, souvent à Siguiri ou à Kouroussa, appelaient pour connaître les prix et la disponibilité.</p><h2>Le défi</h2><p>Présenter un catalogue de plus de 600 références toujours à jour et encaisser les paiements à distance en toute confiance.</p><h2>Notre solution</h2><ul><li>Un catalogue en ligne avec filtres par marque, prix en GNF et stock en temps réel.</li><li>Le paiement par <strong>Orange Money</strong>, <strong>MTN MoMo</strong> ou à la livraison.</li><li>Des confirmations de commande envoyées par WhatsApp.</li><li>Une synchronisation du stock avec la caisse du magasin.</li></ul><h2>Résultats</h2><p>Les ventes à distance représentent aujourd’hui près d’un tiers du chiffre d’affaires du magasin.</p>',
      en: '<p><strong>Milo Informatique</strong> has been selling computers, phones and accessories in Kankan for more than ten years. Customers, often in Siguiri or Kouroussa, used to call to check prices and availability.</p><h2>The challenge</h2><p>Present an always up-to-date catalogue of more than 600 products and take remote payments that customers trust.</p><h2>Our solution</h2><ul><li>An online catalogue with brand filters, prices in GNF and live stock levels.</li><li>Payment by <strong>Orange Money</strong>, <strong>MTN MoMo</strong> or cash on delivery.</li><li>Order confirmations sent over WhatsApp.</li><li>Stock synchronised with the shop’s till.</li></ul><h2>Results</h2><p>Remote sales now account for almost a third of the shop’s revenue.</p>',
    },
    category: 'ecommerce' satisfies ProjectCategory,
    clientName: 'Milo Informatique',
    serviceSlug: 'tech-commerce',
    coverImage: cover('boutique-en-ligne-milo-informatique'),
    gallery: [],
    technologies: ['Next.js', 'Node.js', 'PostgreSQL', 'MTN MoMo API', 'WhatsApp Business API'],
    projectUrl: 'https://example.com/milo-informatique',
    completedOn: '2024-11-20',
    published: true,
    featured: true,
    sortOrder: 3,
  },
  {
    slug: 'identite-visuelle-cooperative-miel-du-fouta',
    title: {
      fr: 'Identité visuelle de la coopérative Miel du Fouta',
      en: 'Brand identity for the Miel du Fouta cooperative',
    },
    summary: {
      fr: 'Logo, étiquettes et supports de salon pour une coopérative d’apiculteurs de Labé qui vend désormais à Conakry et à Dakar.',
      en: 'Logo, labels and trade fair materials for a beekeepers’ cooperative in Labé that now sells in Conakry and Dakar.',
    },
    body: {
      fr: '<p>La coopérative <strong>Miel du Fouta</strong> regroupe 120 apiculteurs autour de Labé. Son miel est réputé, mais les pots étaient vendus sans étiquette ni marque reconnaissable.</p><h2>Notre approche</h2><p>Nous avons passé deux jours avec les apiculteurs pour comprendre leur savoir-faire, puis proposé trois pistes graphiques inspirées des paysages du Fouta-Djalon.</p><ul><li>Un logo et une charte graphique simples à décliner.</li><li>Des étiquettes bilingues pour trois formats de pots.</li><li>Un kakémono et des dépliants pour les foires agricoles.</li></ul><h2>Résultats</h2><p>Le miel est désormais référencé dans deux supermarchés de Conakry et présenté chaque année à la FIARA de Dakar.</p>',
      en: '<p>The <strong>Miel du Fouta</strong> cooperative brings together 120 beekeepers around Labé. Its honey is well known, but jars were sold with no label or recognisable brand.</p><h2>Our approach</h2><p>We spent two days with the beekeepers to understand their craft, then proposed three design directions inspired by the Fouta Djallon landscapes.</p><ul><li>A logo and brand guidelines that are easy to apply.</li><li>Bilingual labels for three jar sizes.</li><li>A roll-up banner and flyers for agricultural fairs.</li></ul><h2>Results</h2><p>The honey is now stocked in two Conakry supermarkets and presented every year at the FIARA fair in Dakar.</p>',
    },
    category: 'design' satisfies ProjectCategory,
    clientName: 'Coopérative Miel du Fouta',
    serviceSlug: 'design',
    coverImage: cover('identite-visuelle-cooperative-miel-du-fouta'),
    gallery: [],
    technologies: ['Adobe Illustrator', 'Figma', 'InDesign'],
    projectUrl: null,
    completedOn: '2024-06-10',
    published: true,
    featured: false,
    sortOrder: 4,
  },
  {
    slug: 'campagne-vaccination-ong-sante-kindia',
    title: {
      fr: 'Campagne digitale de vaccination à Kindia',
      en: 'Digital vaccination campaign in Kindia',
    },
    summary: {
      fr: 'Une campagne Facebook et WhatsApp en soussou et en français pour une ONG de santé, afin d’encourager la vaccination des enfants.',
      en: 'A Facebook and WhatsApp campaign in Susu and French for a health NGO, encouraging families to vaccinate their children.',
    },
    body: {
      fr: '<p>L’ONG <strong>Santé Plus Kindia</strong> souhaitait toucher les jeunes parents de la préfecture avant une campagne de vaccination de trois semaines.</p><h2>Notre approche</h2><p>Nous avons produit des messages courts, testés auprès de mères de famille, et des vidéos avec des agents de santé communautaires connus dans les quartiers.</p><ul><li>Douze vidéos courtes en soussou et en français.</li><li>Des publications sponsorisées ciblées sur Kindia et Friguiagbé.</li><li>Des messages vocaux partagés dans les groupes WhatsApp communautaires.</li><li>Un suivi hebdomadaire des questions reçues, transmises à l’équipe médicale.</li></ul><h2>Résultats</h2><p>Les vidéos ont été vues plus de <strong>180 000 fois</strong> et l’ONG a constaté une hausse nette de la fréquentation des centres de santé partenaires.</p>',
      en: '<p>The NGO <strong>Santé Plus Kindia</strong> wanted to reach young parents in the prefecture ahead of a three-week vaccination campaign.</p><h2>Our approach</h2><p>We produced short messages tested with mothers, and videos featuring community health workers well known in each neighbourhood.</p><ul><li>Twelve short videos in Susu and French.</li><li>Sponsored posts targeted at Kindia and Friguiagbé.</li><li>Voice messages shared in community WhatsApp groups.</li><li>Weekly follow-up of questions received, passed on to the medical team.</li></ul><h2>Results</h2><p>The videos were watched more than <strong>180,000 times</strong> and the NGO saw a clear increase in visits to its partner health centres.</p>',
    },
    category: 'communication' satisfies ProjectCategory,
    clientName: 'ONG Santé Plus Kindia',
    serviceSlug: 'digital-communication',
    coverImage: cover('campagne-vaccination-ong-sante-kindia'),
    gallery: [],
    technologies: ['Meta Ads', 'WhatsApp Business', 'CapCut', 'Canva'],
    projectUrl: null,
    completedOn: '2023-11-30',
    published: true,
    featured: false,
    sortOrder: 5,
  },
  {
    slug: 'migration-cloud-boke-mining-logistics',
    title: {
      fr: 'Migration de l’hébergement de Boké Mining Logistics',
      en: 'Hosting migration for Boké Mining Logistics',
    },
    summary: {
      fr: 'Migration des applications et de la messagerie d’un prestataire logistique minier vers une infrastructure surveillée et sauvegardée.',
      en: 'Moving a mining logistics provider’s applications and email to monitored, backed-up infrastructure.',
    },
    body: {
      fr: '<p><strong>Boké Mining Logistics</strong> organise le transport de personnel et de matériel pour des sites miniers de la région de Boké. Ses outils tournaient sur un serveur unique, sans sauvegarde externe.</p><h2>Notre intervention</h2><ul><li>Inventaire des applications, des bases de données et des 85 boîtes e-mail.</li><li>Migration progressive, réalisée de nuit, sans interruption de service.</li><li>Sauvegardes quotidiennes chiffrées et surveillance de la disponibilité.</li><li>Documentation et plan de reprise remis à l’équipe informatique.</li></ul><h2>Résultats</h2><p>Les temps d’arrêt non planifiés ont disparu et les sauvegardes sont testées chaque mois.</p>',
      en: '<p><strong>Boké Mining Logistics</strong> arranges transport of staff and equipment for mining sites in the Boké region. Its tools ran on a single server with no off-site backup.</p><h2>What we did</h2><ul><li>Inventory of applications, databases and 85 mailboxes.</li><li>A gradual migration, carried out overnight, with no service interruption.</li><li>Encrypted daily backups and uptime monitoring.</li><li>Documentation and a recovery plan handed over to the IT team.</li></ul><h2>Results</h2><p>Unplanned downtime has disappeared and backups are tested every month.</p>',
    },
    category: 'hosting' satisfies ProjectCategory,
    clientName: 'Boké Mining Logistics',
    serviceSlug: 'hosting',
    coverImage: cover('migration-cloud-boke-mining-logistics'),
    gallery: [],
    technologies: ['Linux', 'Docker', 'PostgreSQL', 'Nginx'],
    projectUrl: null,
    completedOn: '2026-02-14',
    published: false,
    featured: true,
    sortOrder: 6,
  },
  {
    slug: 'application-credit-solidaire-kindia',
    title: {
      fr: 'Application mobile du Crédit Solidaire de Kindia',
      en: 'Crédit Solidaire de Kindia mobile app',
    },
    summary: {
      fr: 'Une application pour les agents de terrain d’une institution de microfinance : collecte des remboursements et suivi des groupes solidaires.',
      en: 'An app for a microfinance institution’s field officers: collecting repayments and following solidarity groups.',
    },
    body: {
      fr: '<p>Le <strong>Crédit Solidaire de Kindia</strong> accorde des microcrédits à plus de 3 000 femmes commerçantes. Ses agents notaient les remboursements dans des cahiers, ressaisis ensuite au siège.</p><h2>Notre solution</h2><ul><li>Une application Android hors connexion pour enregistrer les remboursements sur le marché.</li><li>Un reçu envoyé par SMS à chaque cliente.</li><li>Une synchronisation avec le logiciel de gestion du siège.</li></ul><h2>État du projet</h2><p>L’application est en phase pilote auprès de deux agences avant son déploiement complet.</p>',
      en: '<p><strong>Crédit Solidaire de Kindia</strong> provides microloans to more than 3,000 women traders. Its field officers recorded repayments in notebooks, which were then re-keyed at head office.</p><h2>Our solution</h2><ul><li>An offline Android app to record repayments at the market.</li><li>An SMS receipt sent to every client.</li><li>Synchronisation with the head office management software.</li></ul><h2>Project status</h2><p>The app is being piloted in two branches before full rollout.</p>',
    },
    category: 'mobile' satisfies ProjectCategory,
    clientName: 'Crédit Solidaire de Kindia',
    serviceSlug: 'mobile-apps',
    coverImage: cover('application-credit-solidaire-kindia'),
    gallery: [],
    technologies: ['Flutter', 'SQLite', 'Node.js', 'PostgreSQL'],
    projectUrl: null,
    completedOn: '2026-05-29',
    published: false,
    featured: false,
    sortOrder: 7,
  },
];
