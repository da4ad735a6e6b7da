import type { CorridorInput, PricingInput } from '#contract/money-transfer/corridors.ts';

/** Sent from Guinea: bands in GNF, the same for every corridor at first; staff adjust them per corridor. */
const FROM_GUINEA_BANDS: PricingInput['bands'] = [
  { up_to: 1_000_000, fixed: 15_000, percent: '2' },
  { up_to: 10_000_000, fixed: 30_000, percent: '1.5' },
  { up_to: 50_000_000, fixed: 50_000, percent: '1' },
];
/** Sent to Guinea in euros or dollars: bands in cents (up to 500, 2 000 and 5 000 units). */
const TO_GUINEA_BANDS_CENTS: PricingInput['bands'] = [
  { up_to: 50_000, fixed: 300, percent: '1.5' },
  { up_to: 200_000, fixed: 500, percent: '1' },
  { up_to: 500_000, fixed: 1_000, percent: '0.8' },
];
/** Sent to Guinea in CFA francs, which have no decimals. */
const TO_GUINEA_BANDS_XOF: PricingInput['bands'] = [
  { up_to: 300_000, fixed: 2_000, percent: '1.5' },
  { up_to: 1_500_000, fixed: 3_000, percent: '1' },
  { up_to: 3_000_000, fixed: 5_000, percent: '0.8' },
];

/**
 * Transfer corridors as first installed, most both ways (the diaspora's transfers home are most of
 * the trade): GNF bought from a sender abroad cost less than GNF sold to one in Guinea. Rates are
 * dated at seeding.
 */
export const seedTransferCorridors: CorridorInput[] = [
  {
    id: 'france',
    country: { fr: 'France', en: 'France' },
    currency: 'EUR',
    flow: 'both',
    out_of_guinea: { rate: '9350', bands: FROM_GUINEA_BANDS },
    into_guinea: { rate: '9250', bands: TO_GUINEA_BANDS_CENTS },
    active: true,
  },
  {
    id: 'senegal',
    country: { fr: 'Sénégal', en: 'Senegal' },
    currency: 'XOF',
    flow: 'both',
    out_of_guinea: { rate: '14.25', bands: FROM_GUINEA_BANDS },
    into_guinea: { rate: '14.1', bands: TO_GUINEA_BANDS_XOF },
    active: true,
  },
  {
    id: 'cote-divoire',
    country: { fr: 'Côte d’Ivoire', en: 'Côte d’Ivoire' },
    currency: 'XOF',
    flow: 'both',
    out_of_guinea: { rate: '14.25', bands: FROM_GUINEA_BANDS },
    into_guinea: { rate: '14.1', bands: TO_GUINEA_BANDS_XOF },
    active: true,
  },
  {
    id: 'usa',
    country: { fr: 'États-Unis', en: 'United States' },
    currency: 'USD',
    flow: 'both',
    out_of_guinea: { rate: '8650', bands: FROM_GUINEA_BANDS },
    into_guinea: { rate: '8550', bands: TO_GUINEA_BANDS_CENTS },
    active: true,
  },
  // Transfers home only, and no rate yet: staff see it in the admin, visitors are not offered it.
  {
    id: 'canada',
    country: { fr: 'Canada', en: 'Canada' },
    currency: 'CAD',
    flow: 'into-guinea',
    out_of_guinea: null,
    into_guinea: { rate: null, bands: TO_GUINEA_BANDS_CENTS },
    active: true,
  },
];
