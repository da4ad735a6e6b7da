import { z } from 'zod';
import type { Language } from '../languages.ts';
import { bothLanguagesText } from '../localized.ts';
import { localizedPath } from '../page-urls.ts';

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

/**
 * What a new quote starts from, kept by staff (GET/PUT /api/admin/quote-settings): its conditions in
 * each language, the deposit and how many days it holds.
 */
export const quoteSettingsSchema = z
  .object({
    terms: bothLanguagesText(4000),
    deposit_percent: whole(100),
    valid_days: whole(QUOTE_LIMITS.validDays).min(1, { error: 'whole_number_expected' }),
  })
  .strict();
export type QuoteSettings = z.output<typeof quoteSettingsSchema>;

/** POST /api/admin/messages/{id}/quotes, PUT /api/admin/quotes/{id} (a draft), POST …/revise. */
export const quoteInputSchema = z
  .object({
    lines: z
      .array(quoteLineInputSchema)
      .min(1, { error: 'quote_lines_required' })
      .max(QUOTE_LIMITS.lines, { error: 'too_long' }),
    discount_gnf: whole(QUOTE_LIMITS.unitPriceGnf).default(0),
    /** The deposit and validity: the quote settings' when absent. */
    deposit_percent: whole(100).optional(),
    valid_days: whole(QUOTE_LIMITS.validDays).min(1, { error: 'whole_number_expected' }).optional(),
    /** The quote's conditions; the quote settings' in its language when absent. */
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
  /** What the client wrote with their answer. */
  decision_note: z.string().nullable(),
  /** The draft's edits (ADR 0038), also its ETag: a write names it in If-Match. */
  lock_version: z.number(),
  /** The client's page, where they read, accept or refuse it without an account (shareable by WhatsApp). */
  client_url: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A client's answer on the quote's page: POST /api/quotes/{token}/decision. */
export const quoteDecisionSchema = z
  .object({
    decision: z.enum(['accept', 'refuse'], { error: 'invalid_value' }),
    note: z.string({ error: 'invalid_value' }).trim().max(1000, { error: 'too_long' }).optional(),
  })
  .strict();
export type QuoteDecisionInput = z.output<typeof quoteDecisionSchema>;

/** The secret part of a quote's page address: 48 hex digits, as page addresses are lower case. */
export const quoteTokenParamsSchema = z.object({
  token: z.string().regex(/^[0-9a-f]{48}$/, { error: 'invalid_value' }),
});

/**
 * What the client's page shows: the quote as sent and where it stands. `open` while it may still be
 * accepted; `expired` once its last valid day is over; `replaced` by a newer version (its page named
 * when that one was sent).
 */
export const clientQuoteSchema = z.object({
  number: z.string(),
  version: z.number(),
  language: z.enum(['fr', 'en']),
  state: z.enum(['open', 'accepted', 'refused', 'expired', 'replaced']),
  client_name: z.string(),
  company_name: z.string(),
  lines: quoteSchema.shape.lines,
  subtotal_gnf: z.number(),
  discount_gnf: z.number(),
  total_gnf: z.number(),
  deposit_percent: z.number(),
  deposit_gnf: z.number(),
  sent_at: z.string(),
  valid_until: z.string(),
  terms: z.string(),
  decided_at: z.string().nullable(),
  /** The newer version's token, when this one was replaced by a version sent since. */
  newer_token: z.string().nullable(),
});
export type ClientQuote = z.infer<typeof clientQuoteSchema>;

/** The client's page of a quote, in a language: the English one under /en. */
export const quotePagePath = (token: string, language: Language) => localizedPath(`/quote/${token}`, language);

/** "DEV-2026-0001": a quote's number, by year and sequence. */
export const quoteNumber = (year: number, sequence: number) => `DEV-${year}-${String(sequence).padStart(4, '0')}`;

/** Sums in BigInt: a quote's figures are exact whole francs. */
export function quoteFigures(
  lines: readonly { quantity: number; unit_price_gnf: number }[],
  discountGnf: number,
  depositPercent: number,
) {
  const subtotal = lines.reduce((sum, line) => sum + BigInt(line.quantity) * BigInt(line.unit_price_gnf), 0n);
  const total = subtotal - BigInt(discountGnf);
  // The deposit is rounded up to the franc: the company never asks less than it said.
  const deposit = (total * BigInt(depositPercent) + 99n) / 100n;
  return { subtotal: Number(subtotal), total: Number(total), deposit: Number(deposit) };
}
