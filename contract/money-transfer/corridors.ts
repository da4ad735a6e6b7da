import { z } from 'zod';
import { localizedText } from '../localized.ts';
import { recordIdSchema, refineUniqueIds } from '../record-ids.ts';
import { PAYOUT_CURRENCIES, PERCENT_PATTERN, RATE_PATTERN, scaledInteger } from './money.ts';

/** The service whose page shows the fee calculator (its French slug, which the public answer gives). */
export const MONEY_TRANSFER_SERVICE_SLUG = 'money-transfer';

/** The largest GNF amount a band may name: far above any transfer, well inside a safe integer. */
const MAX_GNF = 1_000_000_000_000;

const gnfAmount = z
  .number({ error: 'whole_number_expected' })
  .int({ error: 'whole_number_expected' })
  .nonnegative({ error: 'whole_number_expected' })
  .max(MAX_GNF, { error: 'too_long' });

export const feeBandSchema = z
  .object({
    /** The largest amount sent (GNF) the band covers; null: every amount above the previous band. */
    up_to: gnfAmount.positive({ error: 'whole_number_expected' }).nullable(),
    fixed: gnfAmount,
    percent: z.string({ error: 'percent_invalid' }).trim().regex(PERCENT_PATTERN, { error: 'percent_invalid' }),
  })
  .strict();

/** A corridor as staff write it; the server stamps the date its rate was set. */
export const corridorInputSchema = z
  .object({
    id: recordIdSchema,
    country: localizedText(80),
    currency: z.enum(PAYOUT_CURRENCIES, { error: 'invalid_value' }),
    /** GNF for one unit of the currency; null while no rate is known (the corridor is then not offered). */
    rate: z
      .string({ error: 'rate_invalid' })
      .trim()
      .regex(RATE_PATTERN, { error: 'rate_invalid' })
      .refine((rate) => scaledInteger(rate, 4) > 0n, { error: 'rate_invalid' })
      .nullable(),
    active: z.boolean({ error: 'invalid_value' }),
    bands: z.array(feeBandSchema).min(1, { error: 'bands_required' }).max(10, { error: 'too_long' }),
  })
  .strict()
  .superRefine((corridor, context) => {
    // Ascending limits, and only the last band may be open-ended: each amount falls in one band.
    corridor.bands.forEach((band, index) => {
      const previous = corridor.bands[index - 1];
      const isLast = index === corridor.bands.length - 1;
      const afterPrevious =
        !previous || (previous.up_to !== null && (band.up_to === null || band.up_to > previous.up_to));
      if ((band.up_to === null && !isLast) || !afterPrevious)
        context.addIssue({ code: 'custom', path: ['bands', index, 'up_to'], message: 'bands_order' });
    });
  });

export const moneyTransferInputSchema = z
  .object({ corridors: z.array(corridorInputSchema).max(20, { error: 'too_long' }) })
  .strict()
  .superRefine(refineUniqueIds('corridors', 'corridor_id_taken'));
export type MoneyTransferInput = z.input<typeof moneyTransferInputSchema>;
export type CorridorInput = z.output<typeof corridorInputSchema>;

export const storedCorridorSchema = z.object({
  id: z.string(),
  country: z.object({ fr: z.string(), en: z.string().optional() }),
  currency: z.enum(PAYOUT_CURRENCIES),
  rate: z.string().nullable(),
  /** When the rate was last changed (ISO 8601); null with no rate. */
  rate_set_at: z.string().nullable(),
  active: z.boolean(),
  bands: z.array(z.object({ up_to: z.number().nullable(), fixed: z.number(), percent: z.string() })),
});
export type StoredCorridor = z.infer<typeof storedCorridorSchema>;

/** GET and PUT /api/admin/money-transfer answer every corridor, as stored. */
export const moneyTransferAnswerSchema = z.object({ corridors: z.array(storedCorridorSchema) });
export type MoneyTransferSettings = z.infer<typeof moneyTransferAnswerSchema>;

/** A corridor a visitor can use (active, with a rate), its country in the page's language. */
export interface OfferedCorridor extends Omit<StoredCorridor, 'country' | 'rate' | 'rate_set_at' | 'active'> {
  country: string;
  rate: string;
  rate_set_at: string;
}
