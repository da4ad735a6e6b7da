import { useParams } from 'react-router';
import { ProjectFormScreen } from '#app/features/portfolio/admin/project-form-screen.tsx';
import { itemIdFrom } from './item-id.ts';

/** /admin/portfolio/new and /admin/portfolio/edit/{id}. */
export default function AdminProjectForm() {
  const { id } = useParams();
  return <ProjectFormScreen key={id ?? 'new'} id={itemIdFrom(id)} />;
}
