import { ExternalLink, Eye, X } from 'lucide-react';
import { useState } from 'react';
import type { Language } from '#contract/languages.ts';
import type { PreviewLink } from '#contract/schemas/preview.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { useWideScreen } from '#app/lib/use-wide-screen.ts';
import { buttonClass } from './buttons.ts';

/**
 * The preview of an item's public page (ADR 0019): beside the form on a wide screen, in a new tab on
 * a phone. `values` are the form's unsaved changes; `refresh` asks for a new link after a save.
 */
export function usePreview(resource: string, id: number | null) {
  const wide = useWideScreen();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const create = useAdminMutation<Record<string, unknown> | undefined, PreviewLink>({
    mutationFn: (values) =>
      apiRequest<PreviewLink>(`/admin/${resource}/${id}/preview`, { method: 'POST', body: values ? { values } : {} }),
    resources: [],
    successTitle: null,
  });
  return {
    link,
    pending: create.isPending,
    open: (values: Record<string, unknown>, language: Language) => {
      // A tab must open while the click is being handled, or the browser blocks it: filled once the link comes.
      const tab = wide ? null : window.open('about:blank', '_blank');
      create.mutate(values, {
        onSuccess: (created) => {
          if (tab) tab.location.href = created[language];
          else setLink(created);
        },
        onError: () => tab?.close(),
      });
    },
    refresh: () => {
      if (link) create.mutate(undefined, { onSuccess: setLink });
    },
    close: () => setLink(null),
  };
}

export function PreviewButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  const t = useT(adminMessages);
  return (
    <button type="button" className={buttonClass.secondary} onClick={onClick} disabled={pending}>
      <Eye aria-hidden="true" className="size-4" />
      {t('preview.open')}
    </button>
  );
}

/** The page in a frame beside the form, in either language. */
export function PreviewPanel({ link, onClose }: { link: PreviewLink; onClose: () => void }) {
  const t = useT(adminMessages);
  const { language: editorLanguage } = useLanguage();
  const [language, setLanguage] = useState<Language>(editorLanguage);
  const src = link[language];
  return (
    <aside
      aria-label={t('preview.title')}
      className="fixed inset-y-0 right-0 z-40 flex w-[45vw] flex-col border-l border-slate-300 bg-white shadow-2xl"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
        <h2 className="mr-auto font-semibold text-slate-900">{t('preview.title')}</h2>
        <div role="group" aria-label={t('preview.language')} className="flex gap-1">
          {(['fr', 'en'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={language === choice}
              onClick={() => setLanguage(choice)}
              className="rounded-md px-2 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {t(choice === 'fr' ? 'form.french' : 'form.english')}
            </button>
          ))}
        </div>
        <a href={src} target="_blank" rel="noreferrer" className={buttonClass.icon} title={t('preview.new_tab')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('preview.new_tab')}</span>
        </a>
        <button type="button" className={buttonClass.icon} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('preview.close')}</span>
        </button>
        <p className="w-full text-xs text-slate-600">
          {t('preview.expires', { time: formatDateTime(link.expires_at, editorLanguage) })}
        </p>
      </div>
      <iframe key={src} src={src} title={t('preview.title')} className="w-full flex-1" />
    </aside>
  );
}
