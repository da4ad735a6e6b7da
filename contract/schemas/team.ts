import { teamMembersKind } from '../content-kinds/team-members.ts';
import type { z } from 'zod';

/** An active team member as the public API returns it, in the visitor's language. */
export type PublicTeamMember = z.infer<typeof teamMembersKind.schemas.publicAnswer>;

/** Body of POST and PUT /api/admin/{name}, from the declaration in content-kinds/team-members.ts. */
export const teamMemberInputSchema = teamMembersKind.schemas.input;
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
export const ADMIN_TEAM_MEMBER_SORTS = teamMembersKind.list.sorts;
export const adminTeamMemberListQuerySchema = teamMembersKind.schemas.listQuery;
/** One item as the admin API returns it: both languages. */
export type AdminTeamMember = z.infer<typeof teamMembersKind.schemas.answer>;
export type TeamMemberStats = z.infer<typeof teamMembersKind.schemas.stats>;
