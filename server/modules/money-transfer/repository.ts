import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import {
  type CorridorInput,
  flowsOf,
  type MoneyTransferSettings,
  moneyTransferAnswerSchema,
  type OfferedCorridor,
  PRICING_KEYS,
  type PricingInput,
  type StoredCorridor,
  type StoredPricing,
} from '#contract/money-transfer/corridors.ts';
import type { Db } from '../../db/client.ts';
import { createSettingsRepository } from '../settings/repository.ts';

/** The corridors live in the settings table, under one key: a handful of records, saved whole. */
export const MONEY_TRANSFER_KEY = 'money_transfer';

/** Stamps the date of each rate: kept while the rate stays the same, now when it changes. */
export function stampRates(corridors: CorridorInput[], stored: StoredCorridor[], now: Date): StoredCorridor[] {
  const stamp = (pricing: PricingInput | null, before: StoredPricing | null | undefined): StoredPricing | null => {
    if (!pricing) return null;
    const unchanged = before && before.rate === pricing.rate;
    const rate_set_at = pricing.rate === null ? null : unchanged ? before.rate_set_at : now.toISOString();
    return { ...pricing, rate_set_at };
  };
  return corridors.map((corridor) => {
    const before = stored.find((other) => other.id === corridor.id);
    return {
      ...corridor,
      out_of_guinea: stamp(corridor.out_of_guinea, before?.out_of_guinea),
      into_guinea: stamp(corridor.into_guinea, before?.into_guinea),
    };
  });
}

/** A visitor is offered each way of each active corridor that has a rate, in the page's language. */
export function offeredCorridors(settings: MoneyTransferSettings, language: Language): OfferedCorridor[] {
  return settings.corridors.flatMap((corridor) =>
    corridor.active
      ? flowsOf(corridor.flow).flatMap((flow) => {
          const pricing = corridor[PRICING_KEYS[flow]];
          return pricing?.rate && pricing.rate_set_at
            ? [
                {
                  id: corridor.id,
                  country: pickLanguage(corridor.country, language),
                  currency: corridor.currency,
                  flow,
                  rate: pricing.rate,
                  rate_set_at: pricing.rate_set_at,
                  bands: pricing.bands,
                },
              ]
            : [];
        })
      : [],
  );
}

export function createMoneyTransferRepository(db: Db) {
  const settings = createSettingsRepository(db);
  const read = async (): Promise<MoneyTransferSettings> =>
    moneyTransferAnswerSchema.parse((await settings.get(MONEY_TRANSFER_KEY)) ?? { corridors: [] });
  return {
    read,
    async save(corridors: CorridorInput[], now = new Date()): Promise<MoneyTransferSettings> {
      const value = { corridors: stampRates(corridors, (await read()).corridors, now) };
      await settings.put(MONEY_TRANSFER_KEY, value);
      return value;
    },
    async offered(language: Language): Promise<OfferedCorridor[]> {
      return offeredCorridors(await read(), language);
    },
  };
}

export type MoneyTransferRepository = ReturnType<typeof createMoneyTransferRepository>;
