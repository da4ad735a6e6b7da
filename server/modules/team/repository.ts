import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';

export type TeamMemberRow = typeof teamMembers.$inferSelect;

export function createTeamRepository(db: Db) {
  return {
    listActive() {
      return db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.active, true))
        .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
