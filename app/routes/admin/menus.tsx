import { MenusScreen } from '#app/features/menus/admin/menus-screen.tsx';

export default function AdminMenus() {
  return <MenusScreen />;
}
