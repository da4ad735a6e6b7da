import { AdminOnly } from '#app/components/admin/admin-only.tsx';
import { PrivacyScreen } from '#app/features/privacy/admin/privacy-screen.tsx';

export default function AdminPrivacy() {
  return (
    <AdminOnly>
      <PrivacyScreen />
    </AdminOnly>
  );
}
