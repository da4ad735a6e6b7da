import {
  type CorridorFlow,
  flowsOf,
  type MoneyTransferInput,
  type MoneyTransferSettings,
  PRICING_KEYS,
  type StoredPricing,
} from '#contract/money-transfer/corridors.ts';
import { amountInputValue, type Currency, parseAmount } from '#contract/money-transfer/money.ts';
import { currenciesOf, TRANSFER_FLOWS } from '#contract/money-transfer/quote.ts';

/** The form keeps numbers as typed, amounts in units of the currency paid ("4.99"); empty means none. */
export interface BandValues {
  up_to: string;
  fixed: string;
  percent: string;
}
export interface PricingValues {
  rate: string;
  bands: BandValues[];
  /** Shown, never sent: the server dates a rate when it changes. */
  rate_set_at: string | null;
}
export interface CorridorValues {
  id: string;
  country: { fr: string; en: string };
  currency: Exclude<Currency, 'GNF'>;
  flow: CorridorFlow;
  /** Both ways are kept while staff switch the corridor's way; only those it goes are sent. */
  out_of_guinea: PricingValues;
  into_guinea: PricingValues;
  active: boolean;
}
export interface MoneyTransferFormValues {
  corridors: CorridorValues[];
}

export const EMPTY_BAND: BandValues = { up_to: '', fixed: '0', percent: '0' };
const newPricing = (): PricingValues => ({ rate: '', bands: [{ ...EMPTY_BAND }], rate_set_at: null });
export const newCorridor = (): CorridorValues => ({
  id: '',
  country: { fr: '', en: '' },
  currency: 'EUR',
  flow: 'both',
  out_of_guinea: newPricing(),
  into_guinea: newPricing(),
  active: true,
});

function pricingValues(pricing: StoredPricing | null, paid: Currency): PricingValues {
  if (!pricing) return newPricing();
  return {
    rate: pricing.rate ?? '',
    rate_set_at: pricing.rate_set_at,
    bands: pricing.bands.map((band) => ({
      up_to: band.up_to === null ? '' : amountInputValue(band.up_to, paid),
      fixed: amountInputValue(band.fixed, paid),
      percent: band.percent,
    })),
  };
}

export function toFormValues(settings: MoneyTransferSettings): MoneyTransferFormValues {
  return {
    corridors: settings.corridors.map((corridor) => ({
      id: corridor.id,
      country: { fr: corridor.country.fr, en: corridor.country.en ?? '' },
      currency: corridor.currency,
      flow: corridor.flow,
      active: corridor.active,
      out_of_guinea: pricingValues(corridor.out_of_guinea, 'GNF'),
      into_guinea: pricingValues(corridor.into_guinea, corridor.currency),
    })),
  };
}

/**
 * An amount as typed ("1 000 000", "4,99") in the smallest units of `currency`, for the schema to judge;
 * what is not one stays a text, refused by name.
 */
function typedAmount(text: string, currency: Currency): number | string {
  if (/^\s*0+([.,]0*)?\s*$/.test(text)) return 0;
  return parseAmount(text, currency) ?? text;
}

export function toMoneyTransferInput(values: MoneyTransferFormValues): MoneyTransferInput {
  return {
    corridors: values.corridors.map((corridor) => {
      const pricing = Object.fromEntries(
        TRANSFER_FLOWS.map((flow) => {
          // A way the corridor does not go is not sent, whatever its hidden fields hold.
          if (!flowsOf(corridor.flow).includes(flow)) return [PRICING_KEYS[flow], null];
          const { rate, bands } = corridor[PRICING_KEYS[flow]];
          const { paid } = currenciesOf({ flow, currency: corridor.currency });
          return [
            PRICING_KEYS[flow],
            {
              rate: rate.trim() === '' ? null : rate.trim().replace(',', '.'),
              bands: bands.map((band) => ({
                up_to: band.up_to.trim() === '' ? null : (typedAmount(band.up_to, paid) as number),
                fixed: typedAmount(band.fixed, paid) as number,
                percent: band.percent.trim().replace(',', '.'),
              })),
            },
          ];
        }),
      );
      return {
        id: corridor.id.trim(),
        country: { fr: corridor.country.fr, en: corridor.country.en },
        currency: corridor.currency,
        flow: corridor.flow,
        ...pricing,
        active: corridor.active,
      };
    }),
  };
}
