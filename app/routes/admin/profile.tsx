import { ProfileScreen } from '#app/features/auth/profile-screen.tsx';

export default function AdminProfile() {
  return <ProfileScreen />;
}
