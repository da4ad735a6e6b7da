import type { SeedClient } from '../types.ts';

const logo = (slug: string): string => `/media/seed/clients/${slug}`;

/** Eight client logos; one is inactive and hidden from the public list. */
export const seedClients: SeedClient[] = [
  {
    name: 'Groupe scolaire Les Flamboyants',
    logo: logo('groupe-scolaire-les-flamboyants'),
    websiteUrl: 'https://example.org/les-flamboyants',
    sector: { fr: 'Éducation', en: 'Education' },
    active: true,
    sortOrder: 1,
  },
  {
    name: 'Kaloum Express',
    logo: logo('kaloum-express'),
    websiteUrl: 'https://example.org/kaloum-express',
    sector: { fr: 'Transport et livraison', en: 'Transport and delivery' },
    active: true,
    sortOrder: 2,
  },
  {
    name: 'Milo Informatique',
    logo: logo('milo-informatique'),
    websiteUrl: 'https://example.org/milo-informatique',
    sector: { fr: 'Commerce de détail', en: 'Retail' },
    active: true,
    sortOrder: 3,
  },
  {
    name: 'Banque Atlantique du Golfe de Guinée',
    logo: logo('banque-atlantique-du-golfe-de-guinee'),
    websiteUrl: 'https://example.org/bagg',
    sector: { fr: 'Banque et finance', en: 'Banking and finance' },
    active: true,
    sortOrder: 4,
  },
  {
    name: 'Boké Mining Logistics',
    logo: logo('boke-mining-logistics'),
    websiteUrl: 'https://example.org/boke-mining-logistics',
    sector: { fr: 'Services miniers', en: 'Mining services' },
    active: true,
    sortOrder: 5,
  },
  {
    name: 'ONG Santé Plus Kindia',
    logo: logo('ong-sante-plus-kindia'),
    websiteUrl: null,
    sector: { fr: 'Santé et ONG', en: 'Health and NGOs' },
    active: true,
    sortOrder: 6,
  },
  {
    name: 'Coopérative Miel du Fouta',
    logo: logo('cooperative-miel-du-fouta'),
    websiteUrl: null,
    sector: { fr: 'Agriculture', en: 'Agriculture' },
    active: true,
    sortOrder: 7,
  },
  {
    name: 'Hôtel Le Kolenté',
    logo: logo('hotel-le-kolente'),
    websiteUrl: 'https://example.org/hotel-le-kolente',
    sector: { fr: 'Hôtellerie', en: 'Hospitality' },
    active: false,
    sortOrder: 8,
  },
];
