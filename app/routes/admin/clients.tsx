import { ClientsListScreen } from '#app/features/clients/admin/clients-list-screen.tsx';

export default function AdminClients() {
  return <ClientsListScreen />;
}
