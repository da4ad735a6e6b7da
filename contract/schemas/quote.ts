import { z } from 'zod';

/** What one line may hold: large enough for any agency's quote, small enough that sums stay exact integers. */
export const QUOTE_LIMITS = { lines: 50, quantity: 1000, unitPriceGnf: 100_000_000_000, validDays: 365 } as const;

const whole = (max: number) =>
  z
    .number({ error: 'whole_number_expected' })
    .int({ error: 'whole_number_expected' })
    .nonnegative({ error: 'whole_number_expected' })
    .max(max, { error: 'too_long' });

/** A line: a service of the catalogue (named in the quote's language unless a label is given) or free text. */
export const quoteLineInputSchema = z
  .object({
    service_id: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive().nullish(),
    label: z.string({ error: 'invalid_value' }).trim().max(200, { error: 'too_long' }).optional(),
    quantity: z
      .number({ error: 'quantity_invalid' })
      .int({ error: 'quantity_invalid' })
      .min(1, { error: 'quantity_invalid' })
      .max(QUOTE_LIMITS.quantity, { error: 'too_long' }),
    unit_price_gnf: whole(QUOTE_LIMITS.unitPriceGnf),
  })
  .strict()
  .superRefine((line, context) => {
    if (!line.service_id && !line.label)
      context.addIssue({ code: 'custom', path: ['label'], message: 'quote_line_label_required' });
  });

/** POST /api/admin/messages/{id}/quotes, PUT /api/admin/quotes/{id} (a draft), POST …/revise. */
export const quoteInputSchema = z
  .object({
    lines: z
      .array(quoteLineInputSchema)
      .min(1, { error: 'quote_lines_required' })
      .max(QUOTE_LIMITS.lines, { error: 'too_long' }),
    discount_gnf: whole(QUOTE_LIMITS.unitPriceGnf).default(0),
    deposit_percent: whole(100).default(50),
    valid_days: whole(QUOTE_LIMITS.validDays).min(1, { error: 'whole_number_expected' }).default(30),
    /** The quote's conditions; the default ones of its language when absent. */
    terms: z.string({ error: 'invalid_value' }).trim().max(4000, { error: 'too_long' }).optional(),
  })
  .strict()
  .superRefine((quote, context) => {
    const subtotal = quote.lines.reduce((sum, line) => sum + line.quantity * line.unit_price_gnf, 0);
    if (quote.discount_gnf > subtotal)
      context.addIssue({ code: 'custom', path: ['discount_gnf'], message: 'quote_discount_too_large' });
  });
export type QuoteInput = z.output<typeof quoteInputSchema>;

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'refused', 'replaced'] as const;

/** A quote as staff read it: its lines with their totals, and the figures the PDF shows. */
export const quoteSchema = z.object({
  id: z.number(),
  message_id: z.number(),
  /** DEV-2026-0001: the same for every version. */
  number: z.string(),
  version: z.number(),
  status: z.enum(QUOTE_STATUSES),
  language: z.enum(['fr', 'en']),
  lines: z.array(
    z.object({
      service_id: z.number().nullable(),
      label: z.string(),
      quantity: z.number(),
      unit_price_gnf: z.number(),
      total_gnf: z.number(),
    }),
  ),
  subtotal_gnf: z.number(),
  discount_gnf: z.number(),
  total_gnf: z.number(),
  deposit_percent: z.number(),
  deposit_gnf: z.number(),
  valid_days: z.number(),
  /** The last day it may be accepted: set when it is sent. */
  valid_until: z.string().nullable(),
  terms: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** "DEV-2026-0001": a quote's number, by year and sequence. */
export const quoteNumber = (year: number, sequence: number) => `DEV-${year}-${String(sequence).padStart(4, '0')}`;
