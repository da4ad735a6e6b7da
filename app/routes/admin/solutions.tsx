import { SolutionsListScreen } from '#app/features/solutions/admin/solutions-list-screen.tsx';

export default function AdminSolutions() {
  return <SolutionsListScreen />;
}
