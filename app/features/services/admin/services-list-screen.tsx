import { STALE_TIMES } from '#contract/constants.ts';
import { servicesKind } from '#contract/content-kinds/services.ts';
import type { AdminService } from '#contract/schemas/service.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { serviceAdminMessages } from './messages.ts';

const servicesList = defineListView<AdminService>({
  kind: servicesKind,
  messages: serviceAdminMessages,
  itemName: (service) => service.name.fr,
  staleTime: STALE_TIMES.adminServicesList,
  columns: [
    { type: 'title', key: 'name' },
    { type: 'cell', key: 'slug', hideOnPhone: true, cell: (service) => <code>{service.slug}</code> },
    { type: 'switch', key: 'active', transitions: ['activate', 'deactivate'] },
    { type: 'switch', key: 'featured', transitions: ['feature', 'unfeature'] },
    { type: 'date', key: 'updated' },
  ],
});

export function ServicesListScreen() {
  return <ContentListScreen view={servicesList} />;
}
