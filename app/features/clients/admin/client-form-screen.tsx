import { clientsKind } from '#contract/content-kinds/clients.ts';
import type { AdminClient } from '#contract/schemas/client.ts';
import { ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import { clientAdminMessages } from './messages.ts';

/** A client shown on /clients: name, sector in both languages, website, logo and display. */
const clientForm = defineFormView<AdminClient>({
  kind: clientsKind,
  messages: clientAdminMessages,
  itemName: (client) => client.name,
  sections: [
    { key: 'identity', fields: [['name', 'website_url'], 'sector', 'logo'] },
    { key: 'display', fields: [['sort_order'], 'active', 'publish_at'] },
  ],
});

export function ClientFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={clientForm} id={id} />;
}
