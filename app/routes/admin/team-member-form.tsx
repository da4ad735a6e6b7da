import { useParams } from 'react-router';
import { TeamMemberFormScreen } from '#app/features/team/admin/team-member-form-screen.tsx';
import { itemIdFrom } from './item-id.ts';

/** /admin/team/new and /admin/team/edit/{id}. */
export default function AdminTeamMemberForm() {
  const { id } = useParams();
  return <TeamMemberFormScreen key={id ?? 'new'} id={itemIdFrom(id)} />;
}
