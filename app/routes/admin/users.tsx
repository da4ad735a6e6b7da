import { AdminOnly } from '#app/components/admin/admin-only.tsx';
import { UsersScreen } from '#app/features/users/admin/users-screen.tsx';

export default function AdminUsers() {
  return (
    <AdminOnly>
      <UsersScreen />
    </AdminOnly>
  );
}
