import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';

/** Full-screen spinner shown while a page's code and data load. */
export function PageSpinner() {
  const t = useT(commonMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/90"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="text-sm font-medium text-slate-700">{t('loading')}</span>
    </div>
  );
}
