import { CareersListScreen } from '#app/features/careers/admin/careers-list-screen.tsx';

export default function AdminCareers() {
  return <CareersListScreen />;
}
