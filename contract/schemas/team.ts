import { z } from 'zod';
import { type LocalizedText, localizedText } from '../localized.ts';
import { imagePathSchema, paginationQuerySchema, queryBooleanSchema, searchQuerySchema } from './common.ts';

/** An active team member as the public API returns it, in the visitor's language. */
export interface PublicTeamMember {
  id: number;
  name: string;
  role: string;
  bio: string;
  photo: string | null;
}

/** Body of POST and PUT /api/admin/team. */
export const teamMemberInputSchema = z
  .object({
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(120, { error: 'too_long' }),
    role: localizedText(120),
    bio: localizedText(2000),
    photo: imagePathSchema,
    active: z.boolean({ error: 'invalid_value' }).default(true),
    sort_order: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0).max(10_000).default(0),
  })
  .strict();

export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;

export const ADMIN_TEAM_MEMBER_SORTS = ['sort_order', 'name', '-updated_at'] as const;

export const adminTeamMemberListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  active: queryBooleanSchema.optional(),
  sort: z.enum(ADMIN_TEAM_MEMBER_SORTS, { error: 'invalid_value' }).default('sort_order'),
});

/** A team member as the admin API returns it, inactive ones included: both languages. */
export interface AdminTeamMember {
  id: number;
  name: string;
  role: LocalizedText;
  bio: LocalizedText;
  photo: string | null;
  active: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface TeamMemberStats {
  total: number;
  active: number;
  inactive: number;
}
