import { useParams } from 'react-router';
import { ServiceFormScreen } from '#app/features/services/admin/service-form-screen.tsx';
import { itemIdFrom } from './item-id.ts';

/** /admin/services/new and /admin/services/edit/{id}. */
export default function AdminServiceForm() {
  const { id } = useParams();
  return <ServiceFormScreen key={id ?? 'new'} id={itemIdFrom(id)} />;
}
