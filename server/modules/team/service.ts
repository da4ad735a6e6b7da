import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { PublicTeamMember } from '#contract/schemas/team.ts';
import type { TeamMemberRow, TeamRepository } from './repository.ts';

export function toPublicTeamMember(row: TeamMemberRow, language: Language): PublicTeamMember {
  return {
    id: row.id,
    name: row.name,
    role: pickLanguage(row.role, language),
    bio: pickLanguage(row.bio, language),
    photo: row.photo,
  };
}

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
