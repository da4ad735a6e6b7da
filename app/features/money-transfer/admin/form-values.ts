import type { MoneyTransferInput, MoneyTransferSettings } from '#contract/money-transfer/corridors.ts';
import type { Currency } from '#contract/money-transfer/money.ts';

/** The form keeps numbers as typed; an empty rate or limit means none. */
export interface BandValues {
  up_to: string;
  fixed: string;
  percent: string;
}
export interface CorridorValues {
  id: string;
  country: { fr: string; en: string };
  currency: Exclude<Currency, 'GNF'>;
  rate: string;
  active: boolean;
  bands: BandValues[];
  /** Shown, never sent: the server dates a rate when it changes. */
  rate_set_at: string | null;
}
export interface MoneyTransferFormValues {
  corridors: CorridorValues[];
}

export const EMPTY_BAND: BandValues = { up_to: '', fixed: '0', percent: '0' };
export const newCorridor = (): CorridorValues => ({
  id: '',
  country: { fr: '', en: '' },
  currency: 'EUR',
  rate: '',
  active: true,
  bands: [{ ...EMPTY_BAND }],
  rate_set_at: null,
});

export function toFormValues(settings: MoneyTransferSettings): MoneyTransferFormValues {
  return {
    corridors: settings.corridors.map((corridor) => ({
      ...corridor,
      country: { fr: corridor.country.fr, en: corridor.country.en ?? '' },
      rate: corridor.rate ?? '',
      bands: corridor.bands.map((band) => ({
        up_to: band.up_to === null ? '' : String(band.up_to),
        fixed: String(band.fixed),
        percent: band.percent,
      })),
    })),
  };
}

/** A number as typed ("1 000 000") for the schema to judge; what is not one stays a text, refused by name. */
const typedNumber = (text: string): number | string => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : text;
};

export function toMoneyTransferInput(values: MoneyTransferFormValues): MoneyTransferInput {
  return {
    corridors: values.corridors.map(({ rate_set_at: _date, ...corridor }) => ({
      ...corridor,
      id: corridor.id.trim(),
      country: { fr: corridor.country.fr, en: corridor.country.en },
      rate: corridor.rate.trim() === '' ? null : corridor.rate.trim().replace(',', '.'),
      bands: corridor.bands.map((band) => ({
        up_to: band.up_to.trim() === '' ? null : (typedNumber(band.up_to) as number),
        fixed: typedNumber(band.fixed) as number,
        percent: band.percent.trim().replace(',', '.'),
      })),
    })),
  };
}
