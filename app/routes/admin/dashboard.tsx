import { DashboardScreen } from '#app/features/dashboard/admin/dashboard-screen.tsx';

export default function AdminDashboard() {
  return <DashboardScreen />;
}
