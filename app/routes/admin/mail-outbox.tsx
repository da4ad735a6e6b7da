import { AdminOnly } from '#app/components/admin/admin-only.tsx';
import { MailOutboxScreen } from '#app/features/mail-outbox/admin/mail-outbox-screen.tsx';

export default function AdminMailOutbox() {
  return (
    <AdminOnly>
      <MailOutboxScreen />
    </AdminOnly>
  );
}
