import { clientsKind } from '#contract/content-kinds/clients.ts';
import { IMAGE_KINDS, imageSize, imageUrl } from '#contract/images.ts';
import type { AdminClient } from '#contract/schemas/client.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { clientAdminMessages } from './messages.ts';
import { ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';

const LOGO_SIZE = imageSize('logo');

const clientsList = defineListView<AdminClient>({
  kind: clientsKind,
  messages: clientAdminMessages,
  itemName: (client) => client.name,
  columns: [
    { type: 'title', key: 'name' },
    {
      type: 'cell',
      key: 'logo',
      hideOnPhone: true,
      cell: (client, { t }) =>
        client.logo ? (
          <img
            src={imageUrl(client.logo, IMAGE_KINDS.logo.widths[0], 'webp')}
            alt={t('logo.alt', { name: client.name })}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
            className="h-8 w-16 object-contain"
          />
        ) : (
          <span className="text-slate-600">{t('logo.none')}</span>
        ),
    },
    {
      type: 'cell',
      key: 'sector',
      hideOnPhone: true,
      // The name's badge says when the sector lacks its English.
      cell: (client) => client.sector.fr,
    },
    { type: 'switch', key: 'active', transitions: ['activate', 'deactivate'] },
    { type: 'date', key: 'updated' },
  ],
});

function ClientsListScreen() {
  return <ContentListScreen view={clientsList} />;
}

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

function ClientFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={clientForm} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { ClientsListScreen as List, ClientFormScreen as Form };
