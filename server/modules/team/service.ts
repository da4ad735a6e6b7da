import { teamMembersKind } from '#contract/content-kinds/team-members.ts';
import { publicAnswerOf } from '../content/public-answer.ts';
import type { Language } from '#contract/languages.ts';
import type { TeamRepository } from './repository.ts';

/** A team row as the public API answers it, in the visitor's language (drawn from the declaration). */
export const toPublicTeamMember = publicAnswerOf(teamMembersKind);

/** What visitors may read: active team members only. */
export function createPublicTeamService(repository: TeamRepository) {
  return {
    async active(language: Language) {
      const rows = await repository.listActive();
      return rows.map((row) => toPublicTeamMember(row, language));
    },
  };
}

export type PublicTeamService = ReturnType<typeof createPublicTeamService>;
