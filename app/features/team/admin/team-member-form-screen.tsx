import { teamMembersKind } from '#contract/content-kinds/team-members.ts';
import type { AdminTeamMember } from '#contract/schemas/team.ts';
import { ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import { teamAdminMessages } from './messages.ts';

/** A member of the team on /about: name, role and biography in both languages, photo and order. */
const teamMemberForm = defineFormView<AdminTeamMember>({
  kind: teamMembersKind,
  messages: teamAdminMessages,
  itemName: (member) => member.name,
  sections: [
    { key: 'profile', fields: ['name', 'role', { name: 'bio', rows: 5 }, 'photo'] },
    { key: 'display', fields: ['active', 'publish_at', ['sort_order']] },
  ],
});

export function TeamMemberFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={teamMemberForm} id={id} />;
}
