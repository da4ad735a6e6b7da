import type { SeedTestimonial } from '../types.ts';

const photo = (slug: string): string => `/media/seed/people/${slug}`;

/**
 * Seven testimonials: four approved (three featured), two pending, one rejected.
 * Two approved ones have no photo, so the site falls back to an initial-letter avatar.
 */
export const seedTestimonials: SeedTestimonial[] = [
  {
    content: {
      fr: 'Weltaare a compris très vite nos contraintes : des parents qui n’ont qu’un téléphone et un secrétariat débordé à chaque rentrée. Le portail est simple, rapide, et l’équipe a formé notre personnel avec patience. Les files d’attente ont presque disparu.',
      en: 'Weltaare quickly understood our constraints: parents who only have a phone and an office swamped at the start of every school year. The portal is simple and fast, and the team trained our staff patiently. The queues have almost disappeared.',
    },
    clientName: 'Mamadou Diallo',
    clientTitle: { fr: 'Directeur général', en: 'Managing Director' },
    clientCompany: 'Groupe scolaire Les Flamboyants',
    clientPhoto: photo('mamadou-diallo'),
    clientEmail: 'mamadou.diallo@example.com',
    rating: 5,
    status: 'approved',
    featured: true,
    serviceSlug: 'web-development',
    projectSlug: 'portail-groupe-scolaire-les-flamboyants',
  },
  {
    content: {
      fr: 'Avant l’application, tout passait par téléphone et nous perdions des commandes. Aujourd’hui nos clients paient par Orange Money et suivent leur coursier en direct. L’application des livreurs fonctionne même quand le réseau coupe à Matoto.',
      en: 'Before the app, everything went through the phone and we were losing orders. Today our customers pay with Orange Money and follow their rider live. The rider app keeps working even when the network drops in Matoto.',
    },
    clientName: 'Fatoumata Camara',
    clientTitle: { fr: 'Fondatrice et gérante', en: 'Founder and manager' },
    clientCompany: 'Kaloum Express',
    clientPhoto: null,
    clientEmail: 'fatoumata.camara@example.com',
    rating: 5,
    status: 'approved',
    featured: true,
    serviceSlug: 'mobile-apps',
    projectSlug: 'application-kaloum-express',
  },
  {
    content: {
      fr: 'J’ai été accompagné du choix des universités jusqu’à la préparation de l’entretien de visa. Les conseillers m’ont dit clairement ce qui manquait dans mon dossier. Je suis aujourd’hui en deuxième année de génie logiciel à Québec.',
      en: 'They supported me from choosing universities all the way to preparing for the visa interview. The advisers told me plainly what was missing from my file. I am now in my second year of software engineering in Quebec City.',
    },
    clientName: 'Ibrahima Sow',
    clientTitle: { fr: 'Étudiant en génie logiciel', en: 'Software engineering student' },
    clientCompany: null,
    clientPhoto: photo('ibrahima-sow'),
    clientEmail: 'ibrahima.sow@example.com',
    rating: 5,
    status: 'approved',
    featured: true,
    serviceSlug: 'study-abroad',
  },
  {
    content: {
      fr: 'Notre boutique de tissus est enfin visible sur Facebook et Instagram. Les publications sont soignées et les messages de clientes de Kindia et de Mamou arrivent chaque semaine. Nous aurions juste aimé démarrer plus tôt !',
      en: 'Our fabric shop is finally visible on Facebook and Instagram. The posts look great and messages from customers in Kindia and Mamou come in every week. We only wish we had started sooner!',
    },
    clientName: 'Aïssatou Bah',
    clientTitle: null,
    clientCompany: 'Bah Wax & Bazin',
    clientPhoto: null,
    clientEmail: 'aissatou.bah@example.com',
    rating: 4,
    status: 'approved',
    featured: false,
    serviceSlug: 'digital-communication',
  },
  {
    content: {
      fr: 'Depuis la migration de notre site et de nos e-mails, nous n’avons plus eu de coupure. Le support répond même le week-end, ce qui compte beaucoup pour une société de transport.',
      en: 'Since our website and email were migrated, we have not had a single outage. Support answers even at weekends, which matters a lot for a transport company.',
    },
    clientName: 'Sékou Kourouma',
    clientTitle: { fr: 'Gérant', en: 'Manager' },
    clientCompany: 'Kourouma Transport Kankan',
    clientPhoto: photo('sekou-kourouma'),
    clientEmail: 'sekou.kourouma@example.com',
    rating: 4,
    status: 'pending',
    featured: false,
    serviceSlug: 'hosting',
  },
  {
    content: {
      fr: 'L’équipe a conçu le logo et toute la papeterie de notre ONG en trois semaines. Nos partenaires ont tout de suite remarqué la différence lors de notre dernière table ronde.',
      en: 'The team designed our NGO’s logo and all our stationery in three weeks. Our partners noticed the difference straight away at our last round table.',
    },
    clientName: 'Mariama Soumah',
    clientTitle: { fr: 'Chargée de programmes', en: 'Programme officer' },
    clientCompany: 'ONG Femmes et Avenir',
    clientPhoto: photo('mariama-soumah'),
    clientEmail: 'mariama.soumah@example.com',
    rating: null,
    status: 'pending',
    featured: false,
    serviceSlug: 'design',
  },
  {
    content: {
      fr: 'Transfert reçu rapidement à Dubreka. Au passage, je vends des téléphones neufs à prix cassés au marché Madina, écrivez-moi pour en profiter.',
      en: 'Transfer received quickly in Dubreka. By the way, I sell brand-new phones at rock-bottom prices at Madina market, message me to get a deal.',
    },
    clientName: 'Alpha Touré',
    clientTitle: { fr: 'Commerçant', en: 'Trader' },
    clientCompany: null,
    clientPhoto: null,
    clientEmail: 'alpha.toure@example.com',
    rating: 4,
    status: 'rejected',
    featured: false,
    serviceSlug: 'money-transfer',
  },
];
