import { useParams } from 'react-router';
import { SolutionFormScreen } from '#app/features/solutions/admin/solution-form-screen.tsx';
import { itemIdFrom } from './item-id.ts';

/** /admin/solutions/new and /admin/solutions/edit/{id}. */
export default function AdminSolutionForm() {
  const { id } = useParams();
  return <SolutionFormScreen key={id ?? 'new'} id={itemIdFrom(id)} />;
}
