import { describe, expect, it } from 'vitest';
import { convertMinor, formatMoney, parseAmount, percentOf, scaledInteger } from './money.ts';
import { currenciesOf, type PricedCorridor, quoteTransfer } from './quote.ts';

const gnfToMinor = (gnf: number, rate: string, currency: 'EUR' | 'XOF') =>
  convertMinor(gnf, 'GNF', currency, rate, 'down');
const gnfFor = (minor: number, rate: string, currency: 'EUR') => convertMinor(minor, currency, 'GNF', rate, 'up');

const france: PricedCorridor = {
  flow: 'out-of-guinea',
  currency: 'EUR',
  rate: '9350.25',
  bands: [
    { up_to: 1_000_000, fixed: 10_000, percent: '2' },
    { up_to: 10_000_000, fixed: 25_000, percent: '1.5' },
    { up_to: 50_000_000, fixed: 50_000, percent: '1' },
  ],
};
const senegal: PricedCorridor = {
  flow: 'out-of-guinea',
  currency: 'XOF',
  rate: '14.2',
  bands: [{ up_to: null, fixed: 5_000, percent: '1.25' }],
};
/** Euros sent home from France: bands in cents. */
const franceToGuinea: PricedCorridor = {
  flow: 'into-guinea',
  currency: 'EUR',
  rate: '9250',
  bands: [
    { up_to: 50_000, fixed: 300, percent: '1.5' },
    { up_to: 200_000, fixed: 500, percent: '1' },
  ],
};

describe('money in integer units', () => {
  it('scales decimal texts without floating point', () => {
    expect(scaledInteger('9350.25', 4)).toBe(93_502_500n);
    expect(scaledInteger('0.1', 2)).toBe(10n);
    expect(scaledInteger('1.5', 2)).toBe(150n);
    expect(scaledInteger('12', 4)).toBe(120_000n);
  });

  it('converts GNF down to the cent and back up to the franc', () => {
    // 1 000 000 GNF at 9350.25 GNF/EUR = 106.9490... EUR: the recipient gets 106.94.
    expect(gnfToMinor(1_000_000, '9350.25', 'EUR')).toBe(10_694);
    // 106.94 EUR needs 999 915.735 GNF: 999 916 francs.
    expect(gnfFor(10_694, '9350.25', 'EUR')).toBe(999_916);
    expect(gnfToMinor(999_916, '9350.25', 'EUR')).toBe(10_694);
    expect(gnfToMinor(999_915, '9350.25', 'EUR')).toBe(10_693);
    // A currency without decimals.
    expect(gnfToMinor(1_000_000, '14.2', 'XOF')).toBe(70_422);
  });

  it('converts euro cents down to the franc, and GNF up to the cent a sender must pay', () => {
    // 100.01 EUR at 9250.5 GNF/EUR = 925 142.505 GNF: the recipient gets 925 142.
    expect(convertMinor(10_001, 'EUR', 'GNF', '9250.5', 'down')).toBe(925_142);
    // 925 142 GNF need 100.0099... EUR: 100.01.
    expect(convertMinor(925_142, 'GNF', 'EUR', '9250.5', 'up')).toBe(10_001);
    expect(convertMinor(925_143, 'GNF', 'EUR', '9250.5', 'up')).toBe(10_002);
  });

  it('stays exact past 2^53', () => {
    // 900 billion GNF times 10^2 times 10^4 passes Number.MAX_SAFE_INTEGER.
    expect(gnfToMinor(900_000_000_000, '9350', 'EUR')).toBe(9_625_668_449);
    expect(gnfFor(9_625_668_449, '9350', 'EUR')).toBe(899_999_999_982);
  });

  it('rounds a percentage up to the franc', () => {
    expect(percentOf(1_000_000, '1.5')).toBe(15_000);
    expect(percentOf(333, '1.5')).toBe(5); // 4.995
    expect(percentOf(100, '0')).toBe(0);
  });

  it('reads what a visitor types, in either language', () => {
    expect(parseAmount('1 000 000', 'GNF')).toBe(1_000_000);
    expect(parseAmount('1\u202f000\u202f000', 'GNF')).toBe(1_000_000);
    expect(parseAmount('1,000,000', 'GNF')).toBe(1_000_000);
    expect(parseAmount('1.000.000', 'GNF')).toBe(1_000_000);
    expect(parseAmount('1,000', 'GNF')).toBe(1_000);
    expect(parseAmount('150,5', 'EUR')).toBe(15_050);
    expect(parseAmount('150.50', 'EUR')).toBe(15_050);
    expect(parseAmount('1,000.50', 'EUR')).toBeNull();
    expect(parseAmount('150.505', 'EUR')).toBeNull();
    expect(parseAmount('0', 'EUR')).toBeNull();
    expect(parseAmount('-5', 'GNF')).toBeNull();
    expect(parseAmount('abc', 'GNF')).toBeNull();
    expect(parseAmount('', 'GNF')).toBeNull();
  });

  it('formats with Intl as each language writes money', () => {
    expect(formatMoney(2_500_000, 'GNF', 'fr')).toBe('2\u202f500\u202f000\u00a0GNF');
    expect(formatMoney(2_500_000, 'GNF', 'en')).toBe('GNF\u00a02,500,000');
    expect(formatMoney(10_694, 'EUR', 'fr')).toBe('106,94\u00a0EUR');
    expect(formatMoney(10_694, 'EUR', 'en')).toBe('EUR\u00a0106.94');
  });
});

describe('quoteTransfer', () => {
  it('sends an amount: fee of its band on top, received rounded down', () => {
    expect(quoteTransfer(france, 1_000_000, 'send')).toEqual({
      ok: true,
      quote: { sent: 1_000_000, fee: 30_000, total: 1_030_000, received: 10_694 },
    });
  });

  it('takes the band an amount sent falls in, edges included', () => {
    const feeOf = (sent: number) => {
      const result = quoteTransfer(france, sent, 'send');
      return result.ok ? result.quote.fee : null;
    };
    expect(feeOf(1_000_000)).toBe(10_000 + 20_000); // the first band's limit is in it
    expect(feeOf(1_000_001)).toBe(25_000 + 15_001); // 1.5% of 1 000 001 = 15 000.015, rounded up
    expect(feeOf(10_000_000)).toBe(25_000 + 150_000);
    expect(feeOf(10_000_001)).toBe(50_000 + 100_001);
    expect(feeOf(50_000_000)).toBe(50_000 + 500_000);
  });

  it('refuses an amount over the last band, naming the maximum', () => {
    expect(quoteTransfer(france, 50_000_001, 'send')).toEqual({
      ok: false,
      reason: 'over_maximum',
      maximum: 50_000_000,
    });
    expect(quoteTransfer(senegal, 900_000_000_000, 'send').ok).toBe(true);
  });

  it('receives an amount: the fewest GNF that give it, then the band of that amount', () => {
    const result = quoteTransfer(france, 10_694, 'receive');
    expect(result).toEqual({
      ok: true,
      quote: { sent: 999_916, fee: 10_000 + 19_999, total: 1_029_915, received: 10_694 },
    });
    // The band is chosen by the GNF sent: 107 EUR needs more than the first band's million.
    const over = quoteTransfer(france, 10_700, 'receive');
    expect(over.ok && over.quote.sent).toBe(1_000_477);
    expect(over.ok && over.quote.fee).toBe(25_000 + 15_008);
  });

  it('both directions agree: what a quote to receive sends, a quote to send gives back', () => {
    for (const minor of [1, 99, 10_000, 10_694, 123_456]) {
      const receive = quoteTransfer(france, minor, 'receive');
      if (!receive.ok) throw new Error('expected a quote');
      expect(receive.quote.received).toBeGreaterThanOrEqual(minor);
      const send = quoteTransfer(france, receive.quote.sent, 'send');
      expect(send).toEqual(receive);
      // One franc less would not be enough.
      const less = quoteTransfer(france, receive.quote.sent - 1, 'send');
      if (less.ok) expect(less.quote.received).toBeLessThan(minor);
    }
  });

  it('refuses an amount that converts to nothing', () => {
    expect(quoteTransfer(france, 50, 'send')).toEqual({ ok: false, reason: 'too_small' });
  });
});

describe('quoteTransfer into Guinea', () => {
  it('pays in the foreign currency, fee in its cents, and gives GNF rounded down', () => {
    expect(currenciesOf(franceToGuinea)).toEqual({ paid: 'EUR', received: 'GNF' });
    // 200 EUR: the first band up to 500 EUR, 3 EUR + 1.5 % = 6 EUR; 200 × 9 250 = 1 850 000 GNF.
    expect(quoteTransfer(franceToGuinea, 20_000, 'send')).toEqual({
      ok: true,
      quote: { sent: 20_000, fee: 600, total: 20_600, received: 1_850_000 },
    });
    // 500.01 EUR is in the second band; 1 % of 50 001 cents is 500.01, rounded up to 501.
    const second = quoteTransfer(franceToGuinea, 50_001, 'send');
    expect(second.ok && second.quote.fee).toBe(500 + 501);
  });

  it('receives GNF: the fewest cents that give them, and both directions agree', () => {
    for (const gnf of [1, 9_250, 1_000_000, 1_234_567]) {
      const receive = quoteTransfer(franceToGuinea, gnf, 'receive');
      if (!receive.ok) throw new Error('expected a quote');
      expect(receive.quote.received).toBeGreaterThanOrEqual(gnf);
      expect(quoteTransfer(franceToGuinea, receive.quote.sent, 'send')).toEqual(receive);
      const less = quoteTransfer(franceToGuinea, receive.quote.sent - 1, 'send');
      if (less.ok) expect(less.quote.received).toBeLessThan(gnf);
    }
    // 1 000 000 GNF at 9 250 GNF/EUR need 108.1081... EUR: 108.11.
    const million = quoteTransfer(franceToGuinea, 1_000_000, 'receive');
    expect(million.ok && million.quote.sent).toBe(10_811);
  });

  it('names the maximum in the currency paid', () => {
    expect(quoteTransfer(franceToGuinea, 200_001, 'send')).toEqual({
      ok: false,
      reason: 'over_maximum',
      maximum: 200_000,
    });
  });
});
