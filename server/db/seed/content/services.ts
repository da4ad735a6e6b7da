import type { SERVICE_ICONS, SERVICE_SLUGS } from '#contract/constants.ts';
import type { SeedService } from '../types.ts';

type ServiceSlug = (typeof SERVICE_SLUGS)[number];
type ServiceIcon = (typeof SERVICE_ICONS)[number];

const image = (slug: ServiceSlug): string => `/media/seed/services/${slug}`;

/** The eight services, in the order of SERVICE_SLUGS; the first six are featured on the home page. */
export const seedServices: SeedService[] = [
  {
    slug: 'web-development',
    name: { fr: 'Développement web', en: 'Web development' },
    shortDescription: {
      fr: 'Sites vitrines, plateformes et applications web rapides, sécurisés et pensés pour les connexions mobiles de vos clients en Guinée.',
      en: 'Fast, secure showcase sites, platforms and web applications, built for the mobile connections your customers actually use in Guinea.',
    },
    description: {
      fr: 'Nous concevons des sites et des applications web sur mesure pour les entreprises, les institutions et les ONG. Chaque projet part de vos objectifs : attirer des clients, simplifier une démarche interne ou vendre en ligne. Nos pages sont légères, lisibles sur smartphone et restent utilisables même lorsque la 3G est capricieuse.\n\nDe la maquette à la mise en ligne, une équipe basée à Conakry vous accompagne et vous forme à l’administration de votre site. Vous restez propriétaire de votre nom de domaine, de votre code et de vos contenus, en français comme en anglais.',
      en: 'We design custom websites and web applications for businesses, institutions and NGOs. Every project starts from your goals: winning customers, simplifying an internal process or selling online. Our pages are lightweight, easy to read on a smartphone and remain usable even when the 3G signal is patchy.\n\nFrom mockup to launch, a team based in Conakry works alongside you and trains you to run your site. You keep ownership of your domain name, your code and your content, in French as well as English.',
    },
    features: [
      { fr: 'Sites vitrines et sites institutionnels bilingues', en: 'Bilingual showcase and corporate websites' },
      { fr: 'Applications web métier et tableaux de bord', en: 'Business web applications and dashboards' },
      {
        fr: 'Espace d’administration simple pour modifier vos contenus',
        en: 'A simple admin area to edit your content',
      },
      { fr: 'Optimisation pour mobile et connexions lentes', en: 'Optimised for mobile and slow connections' },
      {
        fr: 'Référencement naturel de base et Google Business Profile',
        en: 'Basic SEO and Google Business Profile setup',
      },
      { fr: 'Formation de votre équipe à la prise en main', en: 'Hands-on training for your team' },
    ],
    process: [
      {
        title: { fr: 'Écoute et cadrage', en: 'Discovery' },
        description: {
          fr: 'Un entretien gratuit pour comprendre vos objectifs, vos publics et votre budget, puis un devis détaillé en GNF.',
          en: 'A free meeting to understand your goals, audiences and budget, followed by a detailed quote in GNF.',
        },
      },
      {
        title: { fr: 'Maquettes', en: 'Mockups' },
        description: {
          fr: 'Nous vous présentons les pages clés sur ordinateur et sur mobile, et nous les ajustons avec vous.',
          en: 'We show you the key pages on desktop and mobile and refine them with you.',
        },
      },
      {
        title: { fr: 'Développement et tests', en: 'Build and testing' },
        description: {
          fr: 'Le site est développé par étapes, avec un lien de prévisualisation pour suivre l’avancement.',
          en: 'The site is built in stages, with a preview link so you can follow progress.',
        },
      },
      {
        title: { fr: 'Mise en ligne et suivi', en: 'Launch and follow-up' },
        description: {
          fr: 'Publication, formation de votre équipe et un mois d’assistance inclus après la livraison.',
          en: 'Go-live, training for your team and one month of support included after delivery.',
        },
      },
    ],
    faqs: [
      {
        question: {
          fr: 'Combien de temps faut-il pour créer un site ?',
          en: 'How long does it take to build a website?',
        },
        answer: {
          fr: 'Comptez 2 à 4 semaines pour un site vitrine et 3 à 6 mois pour une application complexe.',
          en: 'Allow 2 to 4 weeks for a showcase site and 3 to 6 months for a complex application.',
        },
      },
      {
        question: { fr: 'Pourrai-je modifier mon site moi-même ?', en: 'Will I be able to update my site myself?' },
        answer: {
          fr: 'Oui. Chaque site est livré avec un espace d’administration et une formation pour vos équipes.',
          en: 'Yes. Every site comes with an admin area and a training session for your staff.',
        },
      },
      {
        question: {
          fr: 'Travaillez-vous avec des clients hors de Guinée ?',
          en: 'Do you work with clients outside Guinea?',
        },
        answer: {
          fr: 'Oui, nous accompagnons aussi des clients de la diaspora et de la sous-région, entièrement à distance.',
          en: 'Yes, we also work with clients in the diaspora and across the region, fully remotely.',
        },
      },
    ],
    icon: 'code',
    featuredImage: image('web-development'),
    active: true,
    featured: true,
    sortOrder: 1,
    priceFromGnf: 2_500_000,
  },
  {
    slug: 'mobile-apps',
    name: { fr: 'Applications mobiles', en: 'Mobile apps' },
    shortDescription: {
      fr: 'Applications Android et iOS qui fonctionnent même hors connexion, pour vos clients, vos agents de terrain et vos équipes partout en Guinée.',
      en: 'Android and iOS apps that keep working offline, built for your customers, your field agents and your teams across the country.',
    },
    description: {
      fr: 'En Guinée, le smartphone est souvent le premier et le seul accès à Internet. Nous développons des applications Android et iOS adaptées à cette réalité : légères à télécharger, économes en données et capables de fonctionner hors connexion puis de se synchroniser dès que le réseau revient.\n\nCollecte de données sur le terrain, prise de commandes, fidélité client ou suivi de livraisons : nous partons de vos usages réels et nous testons l’application sur les téléphones que vos utilisateurs ont vraiment en poche.',
      en: 'In Guinea, a smartphone is often the first and only way people get online. We build Android and iOS apps designed for that reality: small to download, sparing with data, able to work offline and sync as soon as the network comes back.\n\nField data collection, order taking, customer loyalty or delivery tracking: we start from how your users actually work and test the app on the phones they really carry.',
    },
    features: [
      { fr: 'Applications Android et iOS à partir d’un seul code', en: 'Android and iOS apps from a single codebase' },
      { fr: 'Mode hors connexion et synchronisation automatique', en: 'Offline mode with automatic sync' },
      { fr: 'Notifications push et SMS', en: 'Push and SMS notifications' },
      { fr: 'Paiement Orange Money et MTN MoMo intégré', en: 'Built-in Orange Money and MTN MoMo payments' },
      { fr: 'Publication sur Google Play et l’App Store', en: 'Publishing on Google Play and the App Store' },
      { fr: 'Tableau de bord web pour suivre l’activité', en: 'Web dashboard to track activity' },
    ],
    process: [
      {
        title: { fr: 'Ateliers utilisateurs', en: 'User workshops' },
        description: {
          fr: 'Nous rencontrons vos futurs utilisateurs pour comprendre leurs habitudes et leurs contraintes.',
          en: 'We meet your future users to understand their habits and constraints.',
        },
      },
      {
        title: { fr: 'Prototype cliquable', en: 'Clickable prototype' },
        description: {
          fr: 'Un prototype testé sur téléphone valide les écrans avant tout développement.',
          en: 'A prototype tested on a phone validates the screens before any development.',
        },
      },
      {
        title: { fr: 'Développement par itérations', en: 'Iterative development' },
        description: {
          fr: 'Une version de test est livrée toutes les deux semaines à un groupe pilote.',
          en: 'A test build is delivered every two weeks to a pilot group.',
        },
      },
      {
        title: { fr: 'Publication et maintenance', en: 'Release and maintenance' },
        description: {
          fr: 'Nous publions l’application sur les stores et assurons les mises à jour.',
          en: 'We publish the app on the stores and handle updates.',
        },
      },
    ],
    faqs: [
      {
        question: { fr: 'Quel est le délai pour une application mobile ?', en: 'How long does a mobile app take?' },
        answer: {
          fr: 'En général 6 à 12 semaines, selon le nombre d’écrans et les intégrations nécessaires.',
          en: 'Usually 6 to 12 weeks, depending on the number of screens and the integrations required.',
        },
      },
      {
        question: { fr: 'L’application fonctionne-t-elle sans Internet ?', en: 'Does the app work without internet?' },
        answer: {
          fr: 'Oui, nous prévoyons un mode hors connexion dès que votre usage le demande.',
          en: 'Yes, we build in an offline mode whenever your use case needs it.',
        },
      },
      {
        question: { fr: 'Qui possède le code de l’application ?', en: 'Who owns the app’s source code?' },
        answer: {
          fr: 'Vous. Le code source et les comptes de publication vous sont remis à la livraison.',
          en: 'You do. The source code and the store accounts are handed over to you at delivery.',
        },
      },
    ],
    icon: 'smartphone',
    featuredImage: image('mobile-apps'),
    active: true,
    featured: true,
    sortOrder: 2,
    priceFromGnf: 8_000_000,
  },
  {
    slug: 'hosting',
    name: { fr: 'Hébergement et déploiement', en: 'Hosting and deployment' },
    shortDescription: {
      fr: 'Hébergement sécurisé, noms de domaine, e-mails professionnels et sauvegardes quotidiennes, avec un support joignable 24 h/24.',
      en: 'Secure hosting, domain names, professional email and daily backups, backed by a local support team you can reach around the clock.',
    },
    description: {
      fr: 'Un site n’est utile que s’il reste en ligne. Nous hébergeons vos sites et applications sur des serveurs surveillés en permanence, avec certificats SSL, sauvegardes quotidiennes et mises à jour de sécurité. Nous gérons aussi vos noms de domaine en .com ou en .gn et vos adresses e-mail professionnelles.\n\nPour les projets plus exigeants, nous mettons en place des déploiements automatisés, une surveillance de la disponibilité et des plans de reprise. Vous avez un interlocuteur unique qui parle votre langue, plutôt qu’un support anonyme à l’autre bout du monde.',
      en: 'A website is only useful if it stays online. We host your sites and applications on continuously monitored servers, with SSL certificates, daily backups and security updates. We also manage your .com or .gn domain names and your professional email addresses.\n\nFor more demanding projects we set up automated deployments, uptime monitoring and recovery plans. You have a single point of contact who speaks your language, rather than an anonymous help desk on the other side of the world.',
    },
    features: [
      { fr: 'Hébergement web avec certificat SSL inclus', en: 'Web hosting with an SSL certificate included' },
      { fr: 'Noms de domaine .com, .org et .gn', en: '.com, .org and .gn domain names' },
      { fr: 'Adresses e-mail professionnelles à votre nom', en: 'Professional email addresses on your domain' },
      { fr: 'Sauvegardes quotidiennes conservées 30 jours', en: 'Daily backups kept for 30 days' },
      { fr: 'Surveillance de la disponibilité 24 h/24', en: '24/7 uptime monitoring' },
      { fr: 'Déploiements automatisés pour vos applications', en: 'Automated deployments for your applications' },
    ],
    process: [
      {
        title: { fr: 'Audit de l’existant', en: 'Review of your setup' },
        description: {
          fr: 'Nous faisons l’inventaire de vos domaines, sites et boîtes e-mail actuels.',
          en: 'We take stock of your current domains, sites and mailboxes.',
        },
      },
      {
        title: { fr: 'Choix de la formule', en: 'Choosing a plan' },
        description: {
          fr: 'Nous proposons l’offre adaptée à votre trafic et à votre budget annuel.',
          en: 'We suggest the plan that fits your traffic and your annual budget.',
        },
      },
      {
        title: { fr: 'Migration sans coupure', en: 'Seamless migration' },
        description: {
          fr: 'Vos sites et e-mails sont transférés en dehors des heures de travail, sans perte de données.',
          en: 'Your sites and email are moved outside working hours, with no data loss.',
        },
      },
      {
        title: { fr: 'Surveillance continue', en: 'Ongoing monitoring' },
        description: {
          fr: 'Nous surveillons, sauvegardons et mettons à jour, et vous recevons un rapport mensuel.',
          en: 'We monitor, back up and update, and you receive a monthly report.',
        },
      },
    ],
    faqs: [
      {
        question: {
          fr: 'Pouvez-vous reprendre un site hébergé ailleurs ?',
          en: 'Can you take over a site hosted elsewhere?',
        },
        answer: {
          fr: 'Oui, nous migrons votre site et vos e-mails gratuitement lors de la souscription annuelle.',
          en: 'Yes, we migrate your site and email free of charge when you take out an annual plan.',
        },
      },
      {
        question: { fr: 'Que se passe-t-il en cas de panne ?', en: 'What happens if something goes down?' },
        answer: {
          fr: 'Nos alertes nous préviennent immédiatement et notre support est joignable 24 h/24, 7 j/7.',
          en: 'Our alerts notify us immediately and our support team is reachable 24/7.',
        },
      },
      {
        question: { fr: 'Comment payer l’hébergement ?', en: 'How do I pay for hosting?' },
        answer: {
          fr: 'Par virement, en espèces à nos bureaux ou par Orange Money, en GNF.',
          en: 'By bank transfer, in cash at our office or via Orange Money, in GNF.',
        },
      },
    ],
    icon: 'server',
    featuredImage: image('hosting'),
    active: true,
    featured: true,
    sortOrder: 3,
    priceFromGnf: 600_000,
  },
  {
    slug: 'design',
    name: { fr: 'Design graphique', en: 'Graphic design' },
    shortDescription: {
      fr: 'Logos, chartes graphiques, supports imprimés et visuels pour les réseaux sociaux qui donnent une image claire et professionnelle.',
      en: 'Logos, brand guidelines, printed materials and social media visuals that give your business a clear, professional image.',
    },
    description: {
      fr: 'Votre identité visuelle est la première chose que vos clients retiennent. Nous créons des logos, des chartes graphiques et des supports cohérents, qui s’inspirent de votre histoire et de votre marché plutôt que de modèles génériques.\n\nCartes de visite, dépliants, kakémonos pour vos salons, habillage de véhicules ou visuels pour Facebook : nous livrons des fichiers prêts pour l’imprimeur et nous travaillons avec des imprimeries partenaires à Conakry pour garantir le rendu.',
      en: 'Your visual identity is the first thing customers remember. We create logos, brand guidelines and consistent materials inspired by your story and your market rather than generic templates.\n\nBusiness cards, flyers, roll-up banners for trade fairs, vehicle wraps or Facebook visuals: we deliver print-ready files and work with partner printers in Conakry to make sure the result looks right.',
    },
    features: [
      { fr: 'Création de logo et déclinaisons', en: 'Logo design and variations' },
      { fr: 'Charte graphique complète', en: 'Complete brand guidelines' },
      { fr: 'Cartes de visite, dépliants et affiches', en: 'Business cards, flyers and posters' },
      { fr: 'Visuels pour les réseaux sociaux', en: 'Social media visuals' },
      { fr: 'Kakémonos et supports de salon', en: 'Roll-up banners and trade fair materials' },
      { fr: 'Fichiers sources remis à la livraison', en: 'Source files handed over at delivery' },
    ],
    process: [
      {
        title: { fr: 'Brief créatif', en: 'Creative brief' },
        description: {
          fr: 'Nous parlons de votre activité, de vos valeurs et des marques que vous aimez.',
          en: 'We talk about your business, your values and the brands you admire.',
        },
      },
      {
        title: { fr: 'Pistes créatives', en: 'Creative directions' },
        description: {
          fr: 'Trois pistes distinctes vous sont présentées, avec leurs intentions.',
          en: 'We present three distinct directions, each with its rationale.',
        },
      },
      {
        title: { fr: 'Affinage', en: 'Refinement' },
        description: {
          fr: 'La piste retenue est affinée au fil de deux séries de retours.',
          en: 'The chosen direction is refined over two rounds of feedback.',
        },
      },
      {
        title: { fr: 'Livraison', en: 'Delivery' },
        description: {
          fr: 'Vous recevez tous les fichiers, pour le web et pour l’impression, avec un guide d’utilisation.',
          en: 'You receive every file, for web and print, with a usage guide.',
        },
      },
    ],
    faqs: [
      {
        question: { fr: 'Combien de propositions de logo recevrai-je ?', en: 'How many logo concepts will I get?' },
        answer: {
          fr: 'Trois pistes au départ, puis deux séries de retouches sur celle que vous choisissez.',
          en: 'Three initial directions, then two rounds of revisions on the one you choose.',
        },
      },
      {
        question: { fr: 'Vous occupez-vous de l’impression ?', en: 'Do you handle printing?' },
        answer: {
          fr: 'Oui, nous pouvons commander l’impression auprès de nos partenaires et contrôler la qualité.',
          en: 'Yes, we can order printing from our partners and check the quality for you.',
        },
      },
      {
        question: { fr: 'Puis-je obtenir les fichiers sources ?', en: 'Can I get the source files?' },
        answer: {
          fr: 'Oui, les fichiers vectoriels et les polices utilisées vous sont remis.',
          en: 'Yes, you receive the vector files and the details of the fonts used.',
        },
      },
    ],
    icon: 'palette',
    featuredImage: image('design'),
    active: true,
    featured: true,
    sortOrder: 4,
    priceFromGnf: 1_000_000,
  },
  {
    slug: 'digital-communication',
    name: { fr: 'Communication digitale', en: 'Digital communication' },
    shortDescription: {
      fr: 'Gestion de vos réseaux sociaux, campagnes publicitaires ciblées et contenus qui parlent vraiment à votre public, en Guinée comme dans la diaspora.',
      en: 'Social media management, targeted ad campaigns and content that genuinely speaks to your audience, in Guinea and in the diaspora.',
    },
    description: {
      fr: 'Facebook, WhatsApp, Instagram, TikTok et LinkedIn sont devenus les vitrines des entreprises guinéennes. Nous construisons avec vous une ligne éditoriale, un calendrier de publications et des contenus adaptés à chaque réseau, en français et en langues nationales lorsque c’est pertinent.\n\nNous pilotons aussi vos campagnes sponsorisées avec un budget maîtrisé, et nous mesurons ce qui compte vraiment : les messages reçus, les appels et les ventes, pas seulement les mentions « J’aime ».',
      en: 'Facebook, WhatsApp, Instagram, TikTok and LinkedIn have become the shop windows of Guinean businesses. Together we build an editorial line, a posting calendar and content tailored to each network, in French and in national languages where it makes sense.\n\nWe also run your sponsored campaigns on a controlled budget and measure what really matters: messages received, calls and sales, not just likes.',
    },
    features: [
      { fr: 'Stratégie et ligne éditoriale', en: 'Strategy and editorial line' },
      {
        fr: 'Animation de vos pages Facebook, Instagram et LinkedIn',
        en: 'Management of your Facebook, Instagram and LinkedIn pages',
      },
      { fr: 'Campagnes sponsorisées ciblées par ville', en: 'Sponsored campaigns targeted by city' },
      { fr: 'Photos et courtes vidéos pour vos publications', en: 'Photos and short videos for your posts' },
      { fr: 'Catalogue WhatsApp Business', en: 'WhatsApp Business catalogue' },
      { fr: 'Rapport mensuel avec résultats concrets', en: 'Monthly report with concrete results' },
    ],
    process: [
      {
        title: { fr: 'Diagnostic', en: 'Assessment' },
        description: {
          fr: 'Nous analysons vos pages actuelles, vos concurrents et votre public.',
          en: 'We review your current pages, your competitors and your audience.',
        },
      },
      {
        title: { fr: 'Stratégie', en: 'Strategy' },
        description: {
          fr: 'Objectifs, messages clés et calendrier éditorial sont validés ensemble.',
          en: 'Goals, key messages and an editorial calendar are agreed together.',
        },
      },
      {
        title: { fr: 'Production et publication', en: 'Production and publishing' },
        description: {
          fr: 'Nous créons, publions et répondons aux commentaires selon le calendrier.',
          en: 'We create, publish and reply to comments according to the calendar.',
        },
      },
      {
        title: { fr: 'Mesure et ajustement', en: 'Measure and adjust' },
        description: {
          fr: 'Chaque mois, nous comparons les résultats aux objectifs et ajustons la suite.',
          en: 'Each month we compare results with goals and adjust what comes next.',
        },
      },
    ],
    faqs: [
      {
        question: { fr: 'Quel budget prévoir pour la publicité ?', en: 'What advertising budget should I plan?' },
        answer: {
          fr: 'Une campagne locale efficace peut démarrer avec environ 500 000 GNF par mois, en plus de nos honoraires.',
          en: 'An effective local campaign can start at about 500,000 GNF a month, on top of our fees.',
        },
      },
      {
        question: { fr: 'Publiez-vous en langues nationales ?', en: 'Do you post in national languages?' },
        answer: {
          fr: 'Oui, nous pouvons produire des contenus en pular, en soussou et en malinké selon votre public.',
          en: 'Yes, we can produce content in Pular, Susu and Maninka depending on your audience.',
        },
      },
      {
        question: { fr: 'Quand verrai-je des résultats ?', en: 'When will I see results?' },
        answer: {
          fr: 'Les premières campagnes donnent des indications en quelques semaines ; une communauté se construit sur plusieurs mois.',
          en: 'The first campaigns give signals within weeks; a community takes several months to build.',
        },
      },
    ],
    icon: 'megaphone',
    featuredImage: image('digital-communication'),
    active: true,
    featured: true,
    sortOrder: 5,
    priceFromGnf: 1_500_000,
  },
  {
    slug: 'tech-commerce',
    name: { fr: 'E-commerce et matériel informatique', en: 'E-commerce and tech retail' },
    shortDescription: {
      fr: 'Boutiques en ligne avec paiement mobile et fourniture de matériel informatique fiable, installé et garanti, pour les bureaux et les écoles.',
      en: 'Online shops with mobile money payments, plus reliable computer equipment, installed and under warranty, for offices and schools.',
    },
    description: {
      fr: 'Nous créons des boutiques en ligne pensées pour le marché guinéen : paiement par Orange Money et MTN MoMo, paiement à la livraison, gestion des stocks et suivi des commandes par WhatsApp. Vos clients commandent depuis leur téléphone et vous gérez tout depuis un tableau de bord simple.\n\nNous fournissons également ordinateurs, imprimantes, onduleurs et équipements réseau pour les entreprises et les établissements scolaires, avec installation, garantie et service après-vente à Conakry.',
      en: 'We build online shops designed for the Guinean market: Orange Money and MTN MoMo payments, cash on delivery, stock management and order tracking over WhatsApp. Your customers order from their phones and you manage everything from a simple dashboard.\n\nWe also supply computers, printers, UPS units and networking equipment for businesses and schools, with installation, warranty and after-sales service in Conakry.',
    },
    features: [
      { fr: 'Boutique en ligne avec catalogue et panier', en: 'Online shop with catalogue and cart' },
      {
        fr: 'Paiement Orange Money, MTN MoMo et à la livraison',
        en: 'Orange Money, MTN MoMo and cash-on-delivery payments',
      },
      { fr: 'Gestion des stocks et des commandes', en: 'Stock and order management' },
      { fr: 'Notifications de commande par WhatsApp et SMS', en: 'Order notifications by WhatsApp and SMS' },
      {
        fr: 'Fourniture et installation de matériel informatique',
        en: 'Supply and installation of computer equipment',
      },
      { fr: 'Garantie et service après-vente local', en: 'Warranty and local after-sales service' },
    ],
    process: [
      {
        title: { fr: 'Analyse de votre offre', en: 'Understanding your offer' },
        description: {
          fr: 'Produits, prix, zones de livraison et moyens de paiement sont définis ensemble.',
          en: 'Products, prices, delivery areas and payment methods are defined together.',
        },
      },
      {
        title: { fr: 'Mise en place de la boutique', en: 'Setting up the shop' },
        description: {
          fr: 'Nous configurons le catalogue, le paiement mobile et les frais de livraison.',
          en: 'We configure the catalogue, mobile payments and delivery fees.',
        },
      },
      {
        title: { fr: 'Tests de commande', en: 'Test orders' },
        description: {
          fr: 'Des commandes réelles sont passées et remboursées pour vérifier tout le parcours.',
          en: 'Real orders are placed and refunded to check the whole journey.',
        },
      },
      {
        title: { fr: 'Lancement et accompagnement', en: 'Launch and support' },
        description: {
          fr: 'Nous lançons la boutique et vous accompagnons pendant les premières ventes.',
          en: 'We launch the shop and support you through the first sales.',
        },
      },
    ],
    faqs: [
      {
        question: {
          fr: 'Combien de temps pour ouvrir une boutique en ligne ?',
          en: 'How long does it take to open an online shop?',
        },
        answer: {
          fr: 'Comptez 4 à 8 semaines selon la taille du catalogue et les moyens de paiement choisis.',
          en: 'Allow 4 to 8 weeks depending on the size of the catalogue and the payment methods chosen.',
        },
      },
      {
        question: { fr: 'Le matériel est-il garanti ?', en: 'Is the equipment under warranty?' },
        answer: {
          fr: 'Oui, tout le matériel neuf est garanti au moins un an, avec réparation sur place à Conakry.',
          en: 'Yes, all new equipment carries at least a one-year warranty, with on-site repair in Conakry.',
        },
      },
      {
        question: { fr: 'Livrez-vous en dehors de Conakry ?', en: 'Do you deliver outside Conakry?' },
        answer: {
          fr: 'Oui, nous livrons à Kindia, Labé, Kankan et N’Zérékoré par transporteur partenaire.',
          en: 'Yes, we deliver to Kindia, Labé, Kankan and N’Zérékoré through partner carriers.',
        },
      },
    ],
    icon: 'shopping-cart',
    featuredImage: image('tech-commerce'),
    active: true,
    featured: true,
    sortOrder: 6,
  },
  {
    slug: 'study-abroad',
    name: { fr: 'Études à l’étranger', en: 'Study abroad' },
    shortDescription: {
      fr: 'Orientation, inscriptions et démarches de visa pour étudier au Canada, en France, au Maroc ou en Turquie, avec un suivi personnalisé.',
      en: 'Guidance, applications and visa paperwork for studying in Canada, France, Morocco or Turkey, with one-to-one follow-up at every step.',
    },
    description: {
      fr: 'Partir étudier à l’étranger demande de la méthode : choisir le bon programme, réunir les pièces, respecter les calendriers et préparer le visa. Nous accompagnons les bacheliers, les étudiants et les jeunes professionnels guinéens à chaque étape, avec des conseillers qui connaissent les exigences de chaque pays.\n\nNous vous aidons à constituer un dossier solide, à préparer les entretiens et à anticiper les frais. Nous sommes transparents sur ce que nous pouvons faire : aucune agence ne peut garantir un visa, mais un dossier bien préparé fait la différence.',
      en: 'Going abroad to study takes method: choosing the right programme, gathering documents, meeting deadlines and preparing the visa. We support Guinean school leavers, students and young professionals at every step, with advisers who know what each country requires.\n\nWe help you build a strong application, prepare for interviews and plan for costs. We are honest about what we can do: no agency can guarantee a visa, but a well-prepared file makes the difference.',
    },
    features: [
      { fr: 'Bilan d’orientation et choix des programmes', en: 'Guidance session and programme selection' },
      {
        fr: 'Inscriptions Campus France et universités canadiennes',
        en: 'Campus France and Canadian university applications',
      },
      { fr: 'Relecture des lettres de motivation et CV', en: 'Review of cover letters and CVs' },
      { fr: 'Préparation du dossier de visa et de l’entretien', en: 'Visa file and interview preparation' },
      { fr: 'Conseils sur le budget et le logement', en: 'Advice on budget and housing' },
      { fr: 'Séance de préparation au départ', en: 'Pre-departure briefing' },
    ],
    process: [
      {
        title: { fr: 'Entretien d’orientation', en: 'Guidance interview' },
        description: {
          fr: 'Nous faisons le point sur votre parcours, vos notes, votre projet et votre budget.',
          en: 'We review your background, grades, plans and budget.',
        },
      },
      {
        title: { fr: 'Choix des établissements', en: 'Choosing institutions' },
        description: {
          fr: 'Une sélection de programmes réalistes vous est proposée, avec les dates limites.',
          en: 'We suggest a shortlist of realistic programmes, with their deadlines.',
        },
      },
      {
        title: { fr: 'Constitution des dossiers', en: 'Preparing applications' },
        description: {
          fr: 'Nous vérifions chaque pièce et suivons les réponses des établissements.',
          en: 'We check every document and follow up on the institutions’ answers.',
        },
      },
      {
        title: { fr: 'Visa et départ', en: 'Visa and departure' },
        description: {
          fr: 'Préparation du dossier de visa, simulation d’entretien et conseils pour l’arrivée.',
          en: 'Visa file preparation, mock interview and tips for your arrival.',
        },
      },
    ],
    faqs: [
      {
        question: { fr: 'Garantissez-vous l’obtention du visa ?', en: 'Do you guarantee a visa?' },
        answer: {
          fr: 'Non. La décision appartient aux consulats, mais nous maximisons vos chances avec un dossier complet et cohérent.',
          en: 'No. The decision belongs to the consulates, but we maximise your chances with a complete, consistent file.',
        },
      },
      {
        question: { fr: 'Quand faut-il commencer les démarches ?', en: 'When should I start the process?' },
        answer: {
          fr: 'Idéalement 10 à 12 mois avant la rentrée visée, surtout pour le Canada et la France.',
          en: 'Ideally 10 to 12 months before the intended start date, especially for Canada and France.',
        },
      },
      {
        question: { fr: 'Accompagnez-vous les parents ?', en: 'Do you involve parents?' },
        answer: {
          fr: 'Oui, les parents sont invités aux rendez-vous clés, notamment pour la préparation financière.',
          en: 'Yes, parents are invited to key meetings, especially for financial planning.',
        },
      },
    ],
    icon: 'graduation-cap',
    featuredImage: image('study-abroad'),
    active: true,
    featured: false,
    sortOrder: 7,
  },
  {
    slug: 'money-transfer',
    name: { fr: 'Transfert d’argent', en: 'Money transfer' },
    shortDescription: {
      fr: 'Envoi et réception d’argent entre la Guinée et l’étranger, avec des frais clairs et un retrait en espèces ou sur mobile money.',
      en: 'Send and receive money between Guinea and the rest of the world, with clear fees and payout in cash or straight to a mobile money wallet.',
    },
    description: {
      fr: 'En partenariat avec des opérateurs agréés, nous facilitons les transferts d’argent entre la Guinée, l’Europe, l’Amérique du Nord et la sous-région. Les fonds peuvent être retirés en espèces à notre agence de Dubreka ou reçus directement sur un compte Orange Money ou MTN MoMo.\n\nNous aidons aussi les étudiants à l’étranger et leurs familles à organiser des envois réguliers pour les frais de scolarité et de logement. Les frais et le taux de change sont annoncés avant chaque opération, sans surprise.',
      en: 'Working with licensed operators, we make it easy to transfer money between Guinea, Europe, North America and the region. Funds can be collected in cash at our Dubreka branch or received directly on an Orange Money or MTN MoMo account.\n\nWe also help students abroad and their families set up regular transfers for tuition and rent. Fees and the exchange rate are shown before every transaction, with no surprises.',
    },
    features: [
      {
        fr: 'Envois vers et depuis l’Europe, l’Amérique du Nord et l’Afrique de l’Ouest',
        en: 'Transfers to and from Europe, North America and West Africa',
      },
      { fr: 'Retrait en espèces à l’agence de Dubreka', en: 'Cash pickup at the Dubreka branch' },
      { fr: 'Réception sur Orange Money et MTN MoMo', en: 'Payout to Orange Money and MTN MoMo' },
      { fr: 'Frais et taux de change annoncés à l’avance', en: 'Fees and exchange rates shown upfront' },
      { fr: 'Envois programmés pour les frais de scolarité', en: 'Scheduled transfers for tuition fees' },
    ],
    process: [
      {
        title: { fr: 'Identification', en: 'Identification' },
        description: {
          fr: 'Vous présentez une pièce d’identité valide, conformément à la réglementation.',
          en: 'You show a valid ID document, as required by regulations.',
        },
      },
      {
        title: { fr: 'Devis du transfert', en: 'Transfer quote' },
        description: {
          fr: 'Nous vous indiquons le montant reçu, les frais et le taux appliqué.',
          en: 'We tell you the amount received, the fees and the rate applied.',
        },
      },
      {
        title: { fr: 'Envoi', en: 'Sending' },
        description: {
          fr: 'Le transfert est effectué et vous recevez un code de suivi par SMS.',
          en: 'The transfer is made and you receive a tracking code by SMS.',
        },
      },
      {
        title: { fr: 'Réception', en: 'Payout' },
        description: {
          fr: 'Le bénéficiaire retire les fonds en espèces ou les reçoit sur son portefeuille mobile.',
          en: 'The recipient collects the funds in cash or receives them in their mobile wallet.',
        },
      },
    ],
    faqs: [
      {
        question: { fr: 'Combien de temps prend un transfert ?', en: 'How long does a transfer take?' },
        answer: {
          fr: 'La plupart des transferts sont disponibles en quelques minutes, au plus tard le jour ouvrable suivant.',
          en: 'Most transfers are available within minutes, and at the latest on the next business day.',
        },
      },
      {
        question: { fr: 'Quels documents dois-je fournir ?', en: 'What documents do I need?' },
        answer: {
          fr: 'Une carte d’identité ou un passeport en cours de validité, et le numéro de téléphone du bénéficiaire.',
          en: 'A valid ID card or passport, and the recipient’s phone number.',
        },
      },
      {
        question: { fr: 'Y a-t-il un montant maximum ?', en: 'Is there a maximum amount?' },
        answer: {
          fr: 'Oui, des plafonds s’appliquent selon l’opérateur et la réglementation ; nous vous les indiquons avant l’envoi.',
          en: 'Yes, limits apply depending on the operator and regulations; we tell you before you send.',
        },
      },
    ],
    icon: 'arrow-left-right',
    featuredImage: image('money-transfer'),
    active: true,
    featured: false,
    sortOrder: 8,
  },
] satisfies (SeedService & { slug: ServiceSlug; icon: ServiceIcon })[];
