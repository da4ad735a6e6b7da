import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import {
  type CorridorInput,
  type MoneyTransferSettings,
  moneyTransferAnswerSchema,
  type OfferedCorridor,
  type StoredCorridor,
} from '#contract/money-transfer/corridors.ts';
import type { Db } from '../../db/client.ts';
import { createSettingsRepository } from '../settings/repository.ts';

/** The corridors live in the settings table, under one key: a handful of records, saved whole. */
export const MONEY_TRANSFER_KEY = 'money_transfer';

/** Stamps each corridor's rate date: kept while its rate stays the same, now when it changes. */
export function stampRates(corridors: CorridorInput[], stored: StoredCorridor[], now: Date): StoredCorridor[] {
  return corridors.map((corridor) => {
    const before = stored.find((other) => other.id === corridor.id);
    const unchanged = before && before.rate === corridor.rate;
    const rate_set_at = corridor.rate === null ? null : unchanged ? before.rate_set_at : now.toISOString();
    return { ...corridor, rate_set_at };
  });
}

/** A visitor is offered the active corridors that have a rate, in the page's language. */
export function offeredCorridors(settings: MoneyTransferSettings, language: Language): OfferedCorridor[] {
  return settings.corridors.flatMap(({ active, rate, rate_set_at, country, ...corridor }) =>
    active && rate !== null && rate_set_at !== null
      ? [{ ...corridor, country: pickLanguage(country, language), rate, rate_set_at }]
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
