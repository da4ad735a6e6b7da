import { AdminOnly } from '#app/components/admin/admin-only.tsx';
import { AuditLogScreen } from '#app/features/audit-log/admin/audit-log-screen.tsx';

export default function AdminAuditLog() {
  return (
    <AdminOnly>
      <AuditLogScreen />
    </AdminOnly>
  );
}
