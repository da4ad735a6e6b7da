import { useI18n } from '#app/i18n/i18n-context.tsx';

/** Full-screen spinner shown while a page's code loads. */
export function PageSpinner() {
  const { t } = useI18n();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="text-sm font-medium text-slate-700">{t('common.loading')}</span>
    </div>
  );
}
