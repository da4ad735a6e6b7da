import { AdminOnly } from '#app/components/admin/admin-only.tsx';
import { SettingsScreen } from '#app/features/settings/admin/settings-screen.tsx';

export default function AdminSettings() {
  return (
    <AdminOnly>
      <SettingsScreen />
    </AdminOnly>
  );
}
