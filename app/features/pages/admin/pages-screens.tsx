import { ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import type { z } from 'zod';
import { pageAdminMessages } from './messages.ts';
import { PageScheduleBadge, PageSchedulePanel } from './page-schedule-panel.tsx';
import { SectionsField } from './sections-field.tsx';
import { PAGE_KEY_NAMES, PAGE_PATHS, type PageKey } from '#contract/site-pages.ts';
import { pagesKind } from '#contract/content-kinds/all-kinds.ts';

type AdminPage = z.infer<typeof pagesKind.schemas.answer>;

/** A page is called as the site calls it ("Accueil"), in the back office's language. */
function usePageName() {
  const { language } = useLanguage();
  return (page: AdminPage) => PAGE_KEY_NAMES[page.key as PageKey][language];
}

function PagesListScreen() {
  const itemName = usePageName();
  const view = defineListView<AdminPage>({
    kind: pagesKind,
    messages: pageAdminMessages,
    itemName,
    columns: [
      { type: 'title', key: 'key' },
      {
        type: 'cell',
        key: 'address',
        hideOnPhone: true,
        cell: (page) => <code>{PAGE_PATHS[page.key as PageKey]}</code>,
      },
      { type: 'date', key: 'updated' },
      { type: 'cell', key: 'scheduled', cell: (page) => <PageScheduleBadge id={page.id} /> },
    ],
  });
  return <ContentListScreen view={view} />;
}

function PageFormScreen({ id }: { id: number | null }) {
  const itemName = usePageName();
  const view = defineFormView<AdminPage>({
    kind: pagesKind,
    messages: pageAdminMessages,
    itemName,
    sections: [
      { key: 'sections', fields: [{ name: 'sections', render: SectionsField }] },
      { key: 'seo', fields: ['seo_title', { name: 'seo_description', rows: 3 }, 'seo_image'] },
    ],
    panel: (tools) => <PageSchedulePanel tools={tools} />,
  });
  return <ContentFormScreen view={view} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { PagesListScreen as List, PageFormScreen as Form };
