import { UserRound } from 'lucide-react';
import { teamMembersKind } from '#contract/content-kinds/team-members.ts';
import { IMAGE_KINDS, imageUrl } from '#contract/images.ts';
import type { AdminTeamMember } from '#contract/schemas/team.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { teamAdminMessages } from './messages.ts';
import { ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';

const THUMBNAIL_WIDTH = IMAGE_KINDS.portrait.widths[0] ?? 160;

const teamList = defineListView<AdminTeamMember>({
  kind: teamMembersKind,
  messages: teamAdminMessages,
  itemName: (member) => member.name,
  columns: [
    {
      type: 'cell',
      key: 'photo',
      hideOnPhone: true,
      cell: (member) =>
        member.photo ? (
          // The name stands in the next column: the thumbnail is decorative here.
          <img
            src={imageUrl(member.photo, THUMBNAIL_WIDTH)}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-10 items-center justify-center rounded-full bg-slate-100">
            <UserRound aria-hidden="true" className="size-5 text-slate-500" />
          </span>
        ),
    },
    { type: 'title', key: 'name' },
    {
      type: 'cell',
      key: 'role',
      // The name's badge says when the role lacks its English.
      cell: (member) => member.role.fr,
    },
    { type: 'switch', key: 'active', transitions: ['activate', 'deactivate'] },
    { type: 'cell', key: 'sort_order', hideOnPhone: true, cell: (member) => member.sort_order },
  ],
});

function TeamListScreen() {
  return <ContentListScreen view={teamList} />;
}

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

function TeamMemberFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={teamMemberForm} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { TeamListScreen as List, TeamMemberFormScreen as Form };
