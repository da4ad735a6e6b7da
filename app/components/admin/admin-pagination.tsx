import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { buttonClass } from './buttons.ts';

/** Previous / next buttons and "page X of Y" under an admin list; nothing when one page holds all. */
export function AdminPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = useT(adminMessages);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('list.pagination')} className="flex items-center justify-between gap-4">
      <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('list.previous')}
      </button>
      <p className="text-sm text-slate-700">{t('list.page_status', { page, total: totalPages })}</p>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
