import { useParams } from 'react-router';
import { ClientFormScreen } from '#app/features/clients/admin/client-form-screen.tsx';
import { itemIdFrom } from './item-id.ts';

/** /admin/clients/new and /admin/clients/edit/{id}. */
export default function AdminClientForm() {
  const { id } = useParams();
  return <ClientFormScreen key={id ?? 'new'} id={itemIdFrom(id)} />;
}
