import { TeamListScreen } from '#app/features/team/admin/team-list-screen.tsx';

export default function AdminTeam() {
  return <TeamListScreen />;
}
