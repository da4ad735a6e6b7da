import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ConfirmDialog } from '#app/components/admin/confirm-dialog.tsx';
import { Dialog } from '#app/components/admin/dialog.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { formatBytes } from '#app/lib/format-bytes.ts';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { IMAGE_KINDS, imageUrl } from '#contract/images.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { LibraryMedia } from '#contract/schemas/media.ts';
import { type AltDraft, AltTextFields, altDraftOf, altDraftProblem } from './alt-text-fields.tsx';
import { mediaMessages } from './messages.ts';

/** One image of the library: its facts and versions, where it is used, its alt text to edit, its deletion. */
export function MediaDetailsDialog({ item, onClose }: { item: LibraryMedia | null; onClose: () => void }) {
  const t = useT(mediaMessages);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? t('details.title', { name: item.original_name }) : ''}
      closeLabel={t('dialog.close')}
      wide
    >
      {item ? <DetailsBody key={item.id} item={item} onDeleted={onClose} /> : null}
    </Dialog>
  );
}

function DetailsBody({ item, onDeleted }: { item: LibraryMedia; onDeleted: () => void }) {
  const t = useT(mediaMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const [confirming, setConfirming] = useState(false);

  const saveAlt = useAdminMutation<AltDraft, LibraryMedia>({
    mutationFn: (draft) =>
      apiRequest<LibraryMedia>(`/admin/media/${item.id}`, {
        method: 'PATCH',
        body: { alt: draft.fr.trim() ? { fr: draft.fr, en: draft.en } : null },
      }),
    resources: ['media'],
    successTitle: () => t('details.saved', { name: item.original_name }),
  });
  const remove = useAdminMutation<void, { id: number }>({
    mutationFn: () => apiRequest<{ id: number }>(`/admin/media/${item.id}`, { method: 'DELETE' }),
    resources: ['media'],
    successTitle: () => t('details.deleted', { name: item.original_name }),
    onSuccess: onDeleted,
  });

  const spec = IMAGE_KINDS[item.kind];
  const largest = spec.widths[spec.widths.length - 1] ?? spec.widths[0];
  const kindOf = (name: string) => CONTENT_KINDS.find((kind) => kind.name === name);
  const webpVariants = [...item.variants].sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <img
          src={imageUrl(item.base, largest)}
          alt={pickLanguage(item.alt, language) ?? ''}
          width={item.width}
          height={item.height}
          className="h-auto w-full rounded-lg bg-slate-100"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold text-slate-800">{t('details.uploaded')}</dt>
          <dd className="text-slate-700">{formatLongDate(item.created_at, language)}</dd>
          <dt className="font-semibold text-slate-800">{t('details.kind')}</dt>
          <dd className="text-slate-700">{t(`kind.${item.kind}`)}</dd>
          <dt className="font-semibold text-slate-800">{t('details.dimensions')}</dt>
          <dd className="text-slate-700">
            {t('details.dimensions_value', { width: item.width, height: item.height })}
          </dd>
          <dt className="font-semibold text-slate-800">{t('details.size')}</dt>
          <dd className="min-w-0 break-all text-slate-700">
            {item.original_name} · {formatBytes(item.bytes, language)}
          </dd>
        </dl>
        <div>
          <h3 className="text-sm font-semibold text-slate-800">{t('details.variants')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2 text-xs">
            {webpVariants.map((variant) => (
              <li key={variant.path} className="rounded-md bg-slate-100 px-2 py-1 text-slate-800">
                <a href={variant.path} className="underline" target="_blank" rel="noreferrer">
                  {variant.format.toUpperCase()} {variant.width} px
                </a>{' '}
                · {formatBytes(variant.bytes, language)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-col gap-6">
        {/* Keyed by the stored text: once saved (or changed elsewhere), the fields show it. */}
        <AltForm
          key={JSON.stringify(item.alt)}
          item={item}
          saving={saveAlt.isPending}
          saved={saveAlt.isSuccess ? t('details.saved', { name: item.original_name }) : ''}
          onSave={(draft) => saveAlt.mutate(draft)}
        />
        <section aria-labelledby={`usages-${item.id}`}>
          <h3 id={`usages-${item.id}`} className="text-sm font-semibold text-slate-800">
            {t('details.usages')}
          </h3>
          {item.usages.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t('details.unused')}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {item.usages.map((usage) => {
                const kind = kindOf(usage.kind);
                return (
                  <li key={`${usage.kind}-${usage.id}`}>
                    <span className="text-slate-600">{kind?.label[language] ?? usage.kind} · </span>
                    {kind ? (
                      <Link to={`${kind.adminPath}/edit/${usage.id}`} className="font-medium text-brand-700 underline">
                        {usage.name}
                      </Link>
                    ) : (
                      usage.name
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <div className="flex flex-col gap-1 border-t border-slate-200 pt-4">
          <button
            type="button"
            className={`${buttonClass.danger} self-start`}
            disabled={item.usages.length > 0 || remove.isPending}
            aria-describedby={item.usages.length > 0 ? `delete-blocked-${item.id}` : undefined}
            onClick={() => setConfirming(true)}
          >
            {t('details.delete')}
          </button>
          {item.usages.length > 0 ? (
            <p id={`delete-blocked-${item.id}`} className="text-sm text-slate-700">
              {t('details.delete_blocked')}
            </p>
          ) : null}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('details.delete_title', { name: item.original_name })}
            description={t('details.delete_description')}
            confirmLabel={tAdmin('action.delete')}
            cancelLabel={tAdmin('action.cancel')}
            onConfirm={() => remove.mutate()}
          />
        </div>
      </div>
    </div>
  );
}

function AltForm({
  item,
  saving,
  saved,
  onSave,
}: {
  item: LibraryMedia;
  saving: boolean;
  saved: string;
  onSave: (draft: AltDraft) => void;
}) {
  const t = useT(mediaMessages);
  const [alt, setAlt] = useState<AltDraft>(altDraftOf(item.alt));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const altProblem = altDraftProblem(alt);
        setProblem(altProblem ? t(altProblem) : null);
        if (!altProblem) onSave(alt);
      }}
    >
      <AltTextFields value={alt} onChange={setAlt} problem={problem} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {t('details.save')}
        </button>
        {/* The page's toasts are hidden from screen readers while this window is open: said here too. */}
        <p role="status" className="text-sm font-medium text-green-800">
          {saved}
        </p>
      </div>
    </form>
  );
}
