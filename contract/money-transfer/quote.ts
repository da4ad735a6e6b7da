import { type Currency, gnfToMinor, minorToGnf, percentOf } from './money.ts';

/** A fee band: up to `up_to` GNF sent (none: any amount above the previous band), a fixed fee plus a percentage. */
export interface FeeBand {
  up_to: number | null;
  fixed: number;
  percent: string;
}

/** What the quote needs of a corridor: its currency, its rate (GNF for one unit) and its bands, in ascending order. */
export interface PricedCorridor {
  currency: Currency;
  rate: string;
  bands: FeeBand[];
}

/** The visitor gives the amount to send (in GNF) or the amount to receive (in the corridor's currency). */
export type QuoteDirection = 'send' | 'receive';

export interface TransferQuote {
  /** GNF converted. */
  sent: number;
  /** GNF, paid on top of what is sent. */
  fee: number;
  /** GNF: sent plus fee. */
  total: number;
  /** The currency's smallest units the recipient gets (rounded down). */
  received: number;
}

export type QuoteResult =
  | { ok: true; quote: TransferQuote }
  /** Over the last band's limit (`maximum` GNF sent), or an amount that converts to nothing. */
  | { ok: false; reason: 'over_maximum'; maximum: number }
  | { ok: false; reason: 'too_small' };

/** The band an amount sent falls in: the first whose limit it does not pass. */
export function bandFor(bands: FeeBand[], sent: number): FeeBand | null {
  return bands.find((band) => band.up_to === null || sent <= band.up_to) ?? null;
}

/**
 * A transfer's figures, in integer units: the fee is rounded up to the franc, the amount received down
 * to the currency's smallest unit; asked for an amount to receive, the fewest GNF that give it.
 */
export function quoteTransfer(corridor: PricedCorridor, amount: number, direction: QuoteDirection): QuoteResult {
  const sent = direction === 'send' ? amount : minorToGnf(amount, corridor.rate, corridor.currency);
  const received = gnfToMinor(sent, corridor.rate, corridor.currency);
  if (sent < 1 || received < 1) return { ok: false, reason: 'too_small' };
  const band = bandFor(corridor.bands, sent);
  if (!band) return { ok: false, reason: 'over_maximum', maximum: corridor.bands.at(-1)?.up_to ?? 0 };
  const fee = band.fixed + percentOf(sent, band.percent);
  return { ok: true, quote: { sent, fee, total: sent + fee, received } };
}
