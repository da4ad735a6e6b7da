import { useParams } from 'react-router';
import { CareerFormScreen } from '#app/features/careers/admin/career-form-screen.tsx';
import { itemIdFrom } from './item-id.ts';

/** /admin/careers/new and /admin/careers/edit/{id}. */
export default function AdminCareerForm() {
  const { id } = useParams();
  return <CareerFormScreen key={id ?? 'new'} id={itemIdFrom(id)} />;
}
