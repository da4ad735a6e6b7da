import { AdminOnly } from '#app/components/admin/admin-only.tsx';
import { ContentTransferScreen } from '#app/features/content-transfer/admin/content-transfer-screen.tsx';

export default function AdminContentTransfer() {
  return (
    <AdminOnly>
      <ContentTransferScreen />
    </AdminOnly>
  );
}
