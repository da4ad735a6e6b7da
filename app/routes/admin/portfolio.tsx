import { ProjectsListScreen } from '#app/features/portfolio/admin/projects-list-screen.tsx';

export default function AdminPortfolio() {
  return <ProjectsListScreen />;
}
