import { clientsKind } from '#contract/content-kinds/clients.ts';
import { publicAnswerOf } from '../content/public-answer.ts';
import type { Language } from '#contract/languages.ts';
import type { ClientsRepository } from './repository.ts';

/** A clients row as the public API answers it, in the visitor's language (drawn from the declaration). */
export const toPublicClient = publicAnswerOf(clientsKind);

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
