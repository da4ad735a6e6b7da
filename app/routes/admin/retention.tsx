import { AdminOnly } from '#app/components/admin/admin-only.tsx';
import { RetentionScreen } from '#app/features/privacy/admin/retention-screen.tsx';

export default function AdminRetention() {
  return (
    <AdminOnly>
      <RetentionScreen />
    </AdminOnly>
  );
}
