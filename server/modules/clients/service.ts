import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { PublicClient } from '#contract/schemas/client.ts';
import type { ClientRow, ClientsRepository } from './repository.ts';

export function toPublicClient(row: ClientRow, language: Language): PublicClient {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    website_url: row.websiteUrl,
    sector: pickLanguage(row.sector, language),
  };
}

/** What visitors may read: active client references only. */
export function createPublicClientsService(repository: ClientsRepository) {
  return {
    async active(language: Language) {
      const rows = await repository.listActive();
      return rows.map((row) => toPublicClient(row, language));
    },
  };
}

export type PublicClientsService = ReturnType<typeof createPublicClientsService>;
