import { STALE_TIMES } from '#contract/constants.ts';
import { servicesKind } from '#contract/content-kinds/services.ts';
import type { AdminService } from '#contract/schemas/service.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { serviceAdminMessages } from './messages.ts';
import { seoEditor } from '#app/components/admin/seo-editor.tsx';
import { ContentFormScreen, defineFormView, repeatableTexts } from '#app/components/admin/content-form-screen.tsx';

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

function ServicesListScreen() {
  return <ContentListScreen view={servicesList} />;
}

/** A service: French and English side by side, image, icon, highlights, method and FAQ. */
const serviceForm = defineFormView<AdminService>({
  kind: servicesKind,
  messages: serviceAdminMessages,
  itemName: (service) => service.name.fr,
  sections: [
    { key: 'content', fields: ['name', { name: 'short_description', rows: 3 }, { name: 'description', rows: 8 }] },
    {
      key: 'details',
      fields: [
        ['slug', 'slug_en'],
        ['icon', 'sort_order'],
        'price_from_gnf',
        ['active', 'featured'],
        'publish_at',
        'featured_image',
      ],
    },
    {
      key: 'features',
      fields: [
        {
          name: 'features',
          render: repeatableTexts({ item: 'form.feature', add: 'form.add_feature', maxLength: 300 }),
        },
      ],
    },
    {
      key: 'process',
      fields: [
        {
          name: 'process',
          render: repeatableTexts({
            item: 'form.step_title',
            add: 'form.add_step',
            parts: [
              { key: 'title', label: 'form.step_title' },
              { key: 'description', label: 'form.step_description', rows: 3 },
            ],
          }),
        },
      ],
    },
    {
      key: 'faqs',
      fields: [
        {
          name: 'faqs',
          render: repeatableTexts({
            item: 'form.question',
            add: 'form.add_faq',
            parts: [
              { key: 'question', label: 'form.question' },
              { key: 'answer', label: 'form.answer', rows: 3 },
            ],
          }),
        },
      ],
    },
    {
      key: 'seo',
      fields: [
        {
          name: 'seo_title',
          render: seoEditor(servicesKind.fields, {
            title: 'name',
            description: 'short_description',
            image: 'featured_image',
            section: '/services',
          }),
        },
        'seo_image',
      ],
    },
  ],
});

function ServiceFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={serviceForm} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { ServicesListScreen as List, ServiceFormScreen as Form };
