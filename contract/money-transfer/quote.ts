import { type Currency, convertMinor, percentOf } from './money.ts';

/** Which way money crosses Guinea's border: sent from Guinea abroad, or from abroad to Guinea. */
export const TRANSFER_FLOWS = ['out-of-guinea', 'into-guinea'] as const;
export type TransferFlow = (typeof TRANSFER_FLOWS)[number];

/**
 * A fee band: up to `up_to` sent (none: any amount above the previous band), a fixed fee plus a
 * percentage; amounts in the smallest units of the currency the sender pays in.
 */
export interface FeeBand {
  up_to: number | null;
  fixed: number;
  percent: string;
}

/**
 * What the quote needs of a corridor: which way it goes, its foreign currency, its rate (GNF for one
 * unit of that currency) and its bands, in ascending order.
 */
export interface PricedCorridor {
  flow: TransferFlow;
  currency: Currency;
  rate: string;
  bands: FeeBand[];
}

/** The visitor gives the amount to send or the amount to receive. */
export type QuoteDirection = 'send' | 'receive';

/** The currency the sender pays in, and the one the recipient gets. */
export function currenciesOf(corridor: Pick<PricedCorridor, 'flow' | 'currency'>): {
  paid: Currency;
  received: Currency;
} {
  return corridor.flow === 'out-of-guinea'
    ? { paid: 'GNF', received: corridor.currency }
    : { paid: corridor.currency, received: 'GNF' };
}

/** Amounts in smallest units: `sent`, `fee` and `total` in the currency paid, `received` in the one received. */
export interface TransferQuote {
  /** Converted. */
  sent: number;
  /** Paid on top of what is sent. */
  fee: number;
  /** Sent plus fee. */
  total: number;
  /** What the recipient gets (rounded down). */
  received: number;
}

export type QuoteResult =
  | { ok: true; quote: TransferQuote }
  /** Over the last band's limit (`maximum` sent, in the currency paid), or an amount that converts to nothing. */
  | { ok: false; reason: 'over_maximum'; maximum: number }
  | { ok: false; reason: 'too_small' };

/** The band an amount sent falls in: the first whose limit it does not pass. */
export function bandFor(bands: FeeBand[], sent: number): FeeBand | null {
  return bands.find((band) => band.up_to === null || sent <= band.up_to) ?? null;
}

/**
 * A transfer's figures, in integer units: the fee is rounded up to the smallest unit paid, the amount
 * received down to the smallest unit received; asked for an amount to receive, the least sent that
 * gives it. `amount` is in the currency paid when sending, in the currency received when receiving.
 */
export function quoteTransfer(corridor: PricedCorridor, amount: number, direction: QuoteDirection): QuoteResult {
  const { paid, received: receivedIn } = currenciesOf(corridor);
  const sent = direction === 'send' ? amount : convertMinor(amount, receivedIn, paid, corridor.rate, 'up');
  const received = convertMinor(sent, paid, receivedIn, corridor.rate, 'down');
  if (sent < 1 || received < 1) return { ok: false, reason: 'too_small' };
  const band = bandFor(corridor.bands, sent);
  if (!band) return { ok: false, reason: 'over_maximum', maximum: corridor.bands.at(-1)?.up_to ?? 0 };
  const fee = band.fixed + percentOf(sent, band.percent);
  return { ok: true, quote: { sent, fee, total: sent + fee, received } };
}
