import { type QuoteSettings, quoteSettingsSchema } from '#contract/schemas/quote.ts';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from '../settings/record-routes.ts';
import { createSettingsRepository } from '../settings/repository.ts';

/** The quote settings live in the settings table under one key, saved whole like the reply templates. */
export const QUOTE_SETTINGS_KEY = 'quote_settings';

/** What a site starts with: the conditions the terms of use promise, a 50 % deposit, 30 days. */
export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = {
  terms: {
    fr: 'Devis établi en francs guinéens (GNF). Un acompte est dû à la commande, le solde à la livraison. Les travaux commencent à réception de l’acompte. Toute demande hors du périmètre décrit fait l’objet d’un nouveau devis.',
    en: 'Quote in Guinean francs (GNF). A deposit is due on order, the balance on delivery. Work starts when the deposit is received. Any request outside the scope described is quoted separately.',
  },
  deposit_percent: 50,
  valid_days: 30,
};

export function createQuoteSettings(db: Db) {
  const settings = createSettingsRepository(db);
  return {
    read: async (): Promise<QuoteSettings> =>
      quoteSettingsSchema.parse((await settings.get(QUOTE_SETTINGS_KEY)) ?? DEFAULT_QUOTE_SETTINGS),
    async save(value: QuoteSettings): Promise<QuoteSettings> {
      await settings.put(QUOTE_SETTINGS_KEY, value);
      return value;
    },
  };
}

/** GET and PUT /api/admin/quote-settings: what staff's new quotes start from. */
export function adminQuoteSettingsRoutes(db: Db, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'quote-settings',
    roles: ['admin', 'editor'],
    input: quoteSettingsSchema,
    answer: quoteSettingsSchema,
    db,
    read: (executor) => createQuoteSettings(executor).read(),
    save: (value, executor) => createQuoteSettings(executor).save(value),
    audit,
  });
}
