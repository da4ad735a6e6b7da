import { AdminOnly } from '#app/components/admin/admin-only.tsx';
import { BackupsScreen } from '#app/features/backups/admin/backups-screen.tsx';

export default function AdminBackups() {
  return (
    <AdminOnly>
      <BackupsScreen />
    </AdminOnly>
  );
}
