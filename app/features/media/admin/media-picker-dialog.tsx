import { Upload } from 'lucide-react';
import { useState } from 'react';
import { AdminPagination } from '#app/components/admin/admin-pagination.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { Dialog } from '#app/components/admin/dialog.tsx';
import { ListToolbar } from '#app/components/admin/list-toolbar.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import type { ImageKind } from '#contract/images.ts';
import type { AdminMedia } from '#contract/schemas/media.ts';
import { ImageFileChooser } from './image-file-chooser.tsx';
import { MediaTiles } from './media-tiles.tsx';
import { mediaMessages } from './messages.ts';
import { useMediaList } from './use-media.ts';
import { AlertMessage } from '#app/components/admin/form-field.tsx';

const PER_PAGE = 12;

/** Reuse of an uploaded image: the library's images of one format, searchable, each with a "Choose" button. */
export function MediaPickerDialog({
  open,
  onOpenChange,
  kind,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Only images of this format fit the field; every format when absent. */
  kind?: ImageKind;
  onChoose: (media: AdminMedia) => void;
}) {
  const t = useT(mediaMessages);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('picker.title')}
      description={kind ? t('picker.description', { kind: t(`kind.${kind}`) }) : undefined}
      closeLabel={t('dialog.close')}
      wide
    >
      {/* Mounted while open only: a form with an image field does not load the library until asked. */}
      <MediaPicker
        kind={kind}
        onChoose={(media: AdminMedia) => {
          onChoose(media);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

/**
 * The library's images with a search and a "Choose" button each; with `allowUpload`, a new file
 * can be sent (alt text asked) and is chosen at once.
 */
export function MediaPicker({
  kind,
  onChoose,
  allowUpload = false,
}: {
  kind?: ImageKind;
  onChoose: (media: AdminMedia) => void;
  allowUpload?: boolean;
}) {
  const t = useT(mediaMessages);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useMediaList({ page, perPage: PER_PAGE, search, kind });
  const items = list.data?.items;
  return (
    <div className="flex flex-col gap-4">
      {allowUpload ? (
        <div className="flex flex-col gap-1">
          <ImageFileChooser
            className={`${buttonClass.secondary} self-start`}
            kind={kind}
            onProblem={setFileProblem}
            onUploaded={onChoose}
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('library.upload')}
          </ImageFileChooser>
          <AlertMessage message={fileProblem} />
        </div>
      ) : null}
      <ListToolbar
        search={search}
        searchLabel={t('library.search')}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        total={list.data?.meta.total}
      />
      {list.isError ? (
        <p role="alert" className="text-red-700">
          {t('library.load_error')}
        </p>
      ) : null}
      {items && items.length === 0 ? (
        <p className="text-slate-700">{t(search ? 'library.empty_search' : 'picker.empty')}</p>
      ) : null}
      {items ? (
        <MediaTiles
          label={t('library.list')}
          items={items}
          action={(item) => (
            <button
              type="button"
              className={`${buttonClass.secondary} w-full`}
              aria-label={t('picker.choose_named', { name: item.original_name })}
              onClick={() => onChoose(item)}
            >
              {t('picker.choose')}
            </button>
          )}
        />
      ) : null}
      <AdminPagination page={page} totalPages={list.data?.meta.total_pages ?? 1} onPage={setPage} />
    </div>
  );
}
