import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';

export type TeamMemberRow = typeof teamMembers.$inferSelect;

export function createTeamRepository(db: Db) {
  return {
    listActive() {
      return db
        .select()
        .from(teamMembers)
        .where(PUBLIC_ROWS.teamMembers)
        .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
