import { Upload } from 'lucide-react';
import { useState } from 'react';
import { AdminPagination } from '#app/components/admin/admin-pagination.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ListToolbar } from '#app/components/admin/list-toolbar.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { useToast } from '#app/lib/use-toast.ts';
import type { ImageKind } from '#contract/images.ts';
import { IMAGE_KIND_NAMES } from '#contract/schemas/media.ts';
import { MediaDetailsDialog } from './media-details-dialog.tsx';
import { MediaTiles } from './media-tiles.tsx';
import { ImageFileChooser } from './image-file-chooser.tsx';
import { mediaMessages } from './messages.ts';
import { useMediaList } from './use-media.ts';

const PER_PAGE = 24;

/** /admin/media: every uploaded image in a grid, searchable and narrowed by format, each one opened to edit. */
export function MediaLibraryScreen() {
  const t = useT(mediaMessages);
  const toast = useToast();
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'kind'] as const);
  const kind = (IMAGE_KIND_NAMES as string[]).includes(values.kind) ? (values.kind as ImageKind) : '';
  const list = useMediaList({ page, perPage: PER_PAGE, search: values.search, kind });
  const [openedId, setOpenedId] = useState<number | null>(null);
  // The opened image as the list last answered it, so a saved alt text or a new use shows at once.
  const opened = list.data?.items.find((item) => item.id === openedId) ?? null;

  return (
    <AdminPage
      title={t('library.title')}
      description={t('library.description')}
      actions={
        <>
          <ImageFileChooser
            className={buttonClass.primary}
            onProblem={(problem: string | null) => {
              if (problem) toast({ title: problem, variant: 'destructive' });
            }}
            onUploaded={(media) => {
              if (page === 1) setOpenedId(media.id);
              else onPage(1);
            }}
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('library.upload')}
          </ImageFileChooser>
        </>
      }
    >
      <ListToolbar
        search={values.search}
        searchLabel={t('library.search')}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          {
            name: 'kind',
            label: t('filter.kind'),
            value: kind,
            allowAll: true,
            options: IMAGE_KIND_NAMES.map((name) => ({ value: name, label: t(`kind.${name}`) })),
          },
        ]}
      />
      {list.isError ? (
        <p role="alert" className="text-red-700">
          {t('library.load_error')}
        </p>
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {t(values.search || kind ? 'library.empty_search' : 'library.empty')}
        </p>
      ) : null}
      {list.data ? (
        <MediaTiles
          label={t('library.list')}
          items={list.data.items}
          action={(item) => (
            <button
              type="button"
              className={`${buttonClass.secondary} w-full`}
              aria-label={t('card.details_named', { name: item.original_name })}
              onClick={() => setOpenedId(item.id)}
            >
              {t('card.details')}
            </button>
          )}
        />
      ) : null}
      <AdminPagination page={page} totalPages={list.data?.meta.total_pages ?? 1} onPage={onPage} />
      <MediaDetailsDialog item={opened} onClose={() => setOpenedId(null)} />
    </AdminPage>
  );
}
