import { ServicesListScreen } from '#app/features/services/admin/services-list-screen.tsx';

export default function AdminServices() {
  return <ServicesListScreen />;
}
