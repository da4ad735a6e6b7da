import { type AdminEvent, eventsKind } from '#contract/content-kinds/events.ts';
import { choiceSwitch, ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { seoEditor } from '#app/components/admin/seo-editor.tsx';
import { formatDateTime } from '#app/lib/format-date.ts';
import { eventAdminMessages } from '../messages.ts';

const eventName = (event: AdminEvent) => event.title.fr;

const eventsList = defineListView<AdminEvent>({
  kind: eventsKind,
  messages: eventAdminMessages,
  itemName: eventName,
  columns: [
    { type: 'title', key: 'title' },
    {
      type: 'cell',
      key: 'starts_at',
      cell: (event, { t, language }) =>
        event.starts_at ? formatDateTime(event.starts_at, language) : t('starts_at.none'),
    },
    {
      type: 'cell',
      key: 'place',
      hideOnPhone: true,
      cell: (event, { t, language }) => event.place?.[language] || event.place?.fr || t('place.online'),
    },
    { type: 'switch', key: 'status', transitions: ['publish', 'unpublish'] },
    { type: 'date', key: 'updated' },
  ],
});

/** An event: its texts in both languages, when and where, how to register, and whether it is published. */
const eventForm = defineFormView<AdminEvent>({
  kind: eventsKind,
  messages: eventAdminMessages,
  itemName: eventName,
  sections: [
    { key: 'content', fields: ['title', { name: 'summary', rows: 3 }, 'body', 'cover_image'] },
    { key: 'when', fields: [['starts_at', 'ends_at'], 'place', 'online_url'] },
    { key: 'registration', fields: [['registration', 'registration_url']] },
    {
      key: 'details',
      fields: [{ name: 'status', render: choiceSwitch('published', 'draft') }, 'publish_at', ['slug', 'slug_en']],
    },
    {
      key: 'seo',
      fields: [
        {
          name: 'seo_title',
          render: seoEditor(eventsKind.fields, {
            title: 'title',
            description: 'summary',
            image: 'seo_image',
            section: '/evenements',
          }),
        },
        'seo_image',
      ],
    },
  ],
});

function EventsListScreen() {
  return <ContentListScreen view={eventsList} />;
}

function EventFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={eventForm} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { EventsListScreen as List, EventFormScreen as Form };
