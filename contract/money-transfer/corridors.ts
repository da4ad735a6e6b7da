import { z } from 'zod';
import { localizedText } from '../localized.ts';
import { recordIdSchema, refineUniqueIds } from '../record-ids.ts';
import { PAYOUT_CURRENCIES, PERCENT_PATTERN, RATE_PATTERN, scaledInteger } from './money.ts';
import { TRANSFER_FLOWS, type TransferFlow } from './quote.ts';

/** The service whose page shows the fee calculator (its French slug, which the public answer gives). */
export const MONEY_TRANSFER_SERVICE_SLUG = 'money-transfer';

/** The largest amount a band may name, in smallest units: far above any transfer, well inside a safe integer. */
const MAX_AMOUNT = 1_000_000_000_000;

const minorAmount = z
  .number({ error: 'whole_number_expected' })
  .int({ error: 'whole_number_expected' })
  .nonnegative({ error: 'whole_number_expected' })
  .max(MAX_AMOUNT, { error: 'too_long' });

/** A band's amounts are in the smallest units of the currency paid (GNF out of Guinea, the corridor's into it). */
export const feeBandSchema = z
  .object({
    /** The largest amount sent the band covers; null: every amount above the previous band. */
    up_to: minorAmount.positive({ error: 'whole_number_expected' }).nullable(),
    fixed: minorAmount,
    percent: z.string({ error: 'percent_invalid' }).trim().regex(PERCENT_PATTERN, { error: 'percent_invalid' }),
  })
  .strict();

/** What a corridor offers: one way, or both ways with a rate and fee bands for each. */
export const CORRIDOR_FLOWS = [...TRANSFER_FLOWS, 'both'] as const;
export type CorridorFlow = (typeof CORRIDOR_FLOWS)[number];

/** The ways a corridor of `flow` goes. */
export const flowsOf = (flow: CorridorFlow): TransferFlow[] => (flow === 'both' ? [...TRANSFER_FLOWS] : [flow]);

/** Where a corridor keeps each way's rate and bands. */
export const PRICING_KEYS = { 'out-of-guinea': 'out_of_guinea', 'into-guinea': 'into_guinea' } as const;

export const pricingInputSchema = z
  .object({
    /** GNF for one unit of the currency; null while no rate is known (that way is then not offered). */
    rate: z
      .string({ error: 'rate_invalid' })
      .trim()
      .regex(RATE_PATTERN, { error: 'rate_invalid' })
      .refine((rate) => scaledInteger(rate, 4) > 0n, { error: 'rate_invalid' })
      .nullable(),
    bands: z.array(feeBandSchema).min(1, { error: 'bands_required' }).max(10, { error: 'too_long' }),
  })
  .strict()
  .superRefine((pricing, context) => {
    // Ascending limits, and only the last band may be open-ended: each amount falls in one band.
    pricing.bands.forEach((band, index) => {
      const previous = pricing.bands[index - 1];
      const isLast = index === pricing.bands.length - 1;
      const afterPrevious =
        !previous || (previous.up_to !== null && (band.up_to === null || band.up_to > previous.up_to));
      if ((band.up_to === null && !isLast) || !afterPrevious)
        context.addIssue({ code: 'custom', path: ['bands', index, 'up_to'], message: 'bands_order' });
    });
  });

/**
 * A corridor as staff write it; the server stamps the date of each rate. The rate and bands of each
 * way it goes are required; those of a way it does not go are dropped.
 */
export const corridorInputSchema = z
  .object({
    id: recordIdSchema,
    country: localizedText(80),
    currency: z.enum(PAYOUT_CURRENCIES, { error: 'invalid_value' }),
    flow: z.enum(CORRIDOR_FLOWS, { error: 'invalid_value' }),
    out_of_guinea: pricingInputSchema.nullable().default(null),
    into_guinea: pricingInputSchema.nullable().default(null),
    active: z.boolean({ error: 'invalid_value' }),
  })
  .strict()
  .superRefine((corridor, context) => {
    for (const flow of flowsOf(corridor.flow)) {
      if (!corridor[PRICING_KEYS[flow]])
        context.addIssue({ code: 'custom', path: [PRICING_KEYS[flow]], message: 'flow_pricing_required' });
    }
  })
  .transform((corridor) => {
    const ways = flowsOf(corridor.flow);
    return {
      ...corridor,
      out_of_guinea: ways.includes('out-of-guinea') ? corridor.out_of_guinea : null,
      into_guinea: ways.includes('into-guinea') ? corridor.into_guinea : null,
    };
  });

export const moneyTransferInputSchema = z
  .object({ corridors: z.array(corridorInputSchema).max(20, { error: 'too_long' }) })
  .strict()
  .superRefine(refineUniqueIds('corridors', 'corridor_id_taken'));
export type MoneyTransferInput = z.input<typeof moneyTransferInputSchema>;
export type CorridorInput = z.output<typeof corridorInputSchema>;
export type PricingInput = z.output<typeof pricingInputSchema>;

const storedPricingSchema = z.object({
  rate: z.string().nullable(),
  /** When the rate was last changed (ISO 8601); null with no rate. */
  rate_set_at: z.string().nullable(),
  bands: z.array(z.object({ up_to: z.number().nullable(), fixed: z.number(), percent: z.string() })),
});
export type StoredPricing = z.infer<typeof storedPricingSchema>;

/**
 * Corridors saved before they had a way (issue 35) went out of Guinea only, their rate and bands on
 * the corridor itself: read as such.
 */
function withFlow(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || 'flow' in stored) return stored;
  const { rate, rate_set_at, bands, ...corridor } = stored as Record<string, unknown>;
  return { ...corridor, flow: 'out-of-guinea', out_of_guinea: { rate, rate_set_at, bands }, into_guinea: null };
}

export const storedCorridorSchema = z.preprocess(
  withFlow,
  z.object({
    id: z.string(),
    country: z.object({ fr: z.string(), en: z.string().optional() }),
    currency: z.enum(PAYOUT_CURRENCIES),
    flow: z.enum(CORRIDOR_FLOWS),
    out_of_guinea: storedPricingSchema.nullable(),
    into_guinea: storedPricingSchema.nullable(),
    active: z.boolean(),
  }),
);
export type StoredCorridor = z.infer<typeof storedCorridorSchema>;

/** GET and PUT /api/admin/money-transfer answer every corridor, as stored. */
export const moneyTransferAnswerSchema = z.object({ corridors: z.array(storedCorridorSchema) });
export type MoneyTransferSettings = z.infer<typeof moneyTransferAnswerSchema>;

/** One way of a corridor a visitor can use (active, with a rate), its country in the page's language. */
export interface OfferedCorridor extends StoredPricing {
  id: string;
  country: string;
  currency: StoredCorridor['currency'];
  flow: TransferFlow;
  rate: string;
  rate_set_at: string;
}
