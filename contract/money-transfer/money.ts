import { type Language, LANGUAGE_OPTIONS } from '../languages.ts';
import { numberFormat } from '#contract/intl-formats.ts';

/**
 * Money is counted in integer minor units (the cent of a euro; the Guinean franc has none) and
 * multiplied as BigInt: a large GNF amount times a rate with four decimals passes 2^53.
 */

/** ISO 4217 currencies a corridor may pay out in, with their number of decimals. */
export const CURRENCY_DECIMALS = {
  GNF: 0,
  EUR: 2,
  USD: 2,
  XOF: 0,
  XAF: 0,
  CAD: 2,
  GBP: 2,
  MAD: 2,
  TRY: 2,
  CNY: 2,
} as const;
export type Currency = keyof typeof CURRENCY_DECIMALS;
export const CURRENCIES = Object.keys(CURRENCY_DECIMALS) as Currency[];
export const PAYOUT_CURRENCIES = CURRENCIES.filter((currency) => currency !== 'GNF');

/** How many units of GNF one unit of the other currency costs, with at most four decimals ("9350.25"). */
export const RATE_PATTERN = /^\d{1,9}(\.\d{1,4})?$/;
/** A percentage with at most two decimals ("1.5"). */
export const PERCENT_PATTERN = /^\d{1,2}(\.\d{1,2})?$/;

/** A decimal text as an integer scaled by 10^decimals: ("9350.25", 4) gives 93502500n. */
export function scaledInteger(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
}

const divideRoundingUp = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator;

/** A rate of four decimals, as 10^4 times the GNF one unit of the currency costs. */
const RATE_SCALE = 10_000n;

export type Rounding = 'down' | 'up';

/**
 * An amount in `from`'s smallest units converted at `rate` to `to`'s, one of the two being GNF:
 * rounded down for what a recipient gets, up for what a sender must pay to get it.
 */
export function convertMinor(minor: number, from: Currency, to: Currency, rate: string, rounding: Rounding): number {
  const foreign = from === 'GNF' ? to : from;
  const unitsPerRate = 10n ** BigInt(CURRENCY_DECIMALS[foreign]) * RATE_SCALE;
  const [numerator, denominator] =
    from === 'GNF'
      ? [BigInt(minor) * unitsPerRate, scaledInteger(rate, 4)]
      : [BigInt(minor) * scaledInteger(rate, 4), unitsPerRate];
  return Number(rounding === 'up' ? divideRoundingUp(numerator, denominator) : numerator / denominator);
}

/** `percent` ("1.5") of an amount in a currency's smallest units, rounded up to the unit. */
export function percentOf(minor: number, percent: string): number {
  return Number(divideRoundingUp(BigInt(minor) * scaledInteger(percent, 2), 10_000n));
}

/**
 * An amount a visitor typed, in the currency's smallest units: spaces (of any width) group digits,
 * a comma or a dot marks the decimals; null if it is not a positive amount the currency can hold.
 */
export function parseAmount(text: string, currency: Currency): number | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  const decimals = CURRENCY_DECIMALS[currency];
  const match = /^(\d{1,13})(?:[.,](\d+))?$/.exec(compact);
  if (!match) {
    // "1,000,000" or "1.000.000": separators of thousands, no decimals.
    const grouped = /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.exec(compact);
    if (!grouped) return null;
    const value = Number(compact.replace(/[.,]/g, ''));
    return value > 0 ? value * 10 ** decimals : null;
  }
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) {
    // "1,000" in a currency without decimals is a thousand.
    if (decimals === 0 && fraction.length === 3) return parseAmount(`${whole}${fraction}`, currency);
    return null;
  }
  const minor = Number(scaledInteger(`${whole}.${fraction}`, decimals));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/** "1 000 000 GNF" (narrow no-break spaces, as fr-FR writes them) or "GNF 1,000,000". */
export function formatMoney(minor: number, currency: Currency, language: Language): string {
  const decimals = CURRENCY_DECIMALS[currency];
  return numberFormat(LANGUAGE_OPTIONS[language].numberFormat, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

/** The amount as the form's field shows it back: "1000000", "150.5". */
export function amountInputValue(minor: number, currency: Currency): string {
  const decimals = CURRENCY_DECIMALS[currency];
  return decimals === 0 ? String(minor) : (minor / 10 ** decimals).toFixed(decimals).replace(/\.?0+$/, '');
}
