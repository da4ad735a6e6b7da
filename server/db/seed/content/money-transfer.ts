import type { CorridorInput } from '#contract/money-transfer/corridors.ts';

/** The same fee bands for every corridor at first; staff adjust them per corridor. */
const BANDS: CorridorInput['bands'] = [
  { up_to: 1_000_000, fixed: 15_000, percent: '2' },
  { up_to: 10_000_000, fixed: 30_000, percent: '1.5' },
  { up_to: 50_000_000, fixed: 50_000, percent: '1' },
];

/** Transfer corridors from Guinea as first installed; their rates are dated at seeding. */
export const seedTransferCorridors: CorridorInput[] = [
  { id: 'france', country: { fr: 'France', en: 'France' }, currency: 'EUR', rate: '9350', active: true, bands: BANDS },
  {
    id: 'senegal',
    country: { fr: 'Sénégal', en: 'Senegal' },
    currency: 'XOF',
    rate: '14.25',
    active: true,
    bands: BANDS,
  },
  {
    id: 'cote-divoire',
    country: { fr: 'Côte d’Ivoire', en: 'Côte d’Ivoire' },
    currency: 'XOF',
    rate: '14.25',
    active: true,
    bands: BANDS,
  },
  {
    id: 'usa',
    country: { fr: 'États-Unis', en: 'United States' },
    currency: 'USD',
    rate: '8650',
    active: true,
    bands: BANDS,
  },
  // No rate yet: staff see it in the admin, visitors are not offered it.
  { id: 'canada', country: { fr: 'Canada', en: 'Canada' }, currency: 'CAD', rate: null, active: true, bands: BANDS },
];
