import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '#app/i18n/i18n-context.tsx';
import { blogMessages } from '../messages.ts';
import { searchWith } from '../blog-search.ts';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg px-4 py-2.5 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-900';

/** Previous and next links and "page X of Y"; nothing when everything fits on one page. */
export function ListPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useT(blogMessages);
  const [searchParams] = useSearchParams();
  if (totalPages <= 1) return null;
  const hrefOf = (target: number) => searchWith(searchParams, { page: target === 1 ? undefined : String(target) });
  return (
    <nav aria-label={t('pagination.label')} className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={{ search: hrefOf(page - 1) }} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{t('pagination.status', { page, total: totalPages })}</p>
      {page < totalPages ? (
        <Link to={{ search: hrefOf(page + 1) }} rel="next" className={linkClass}>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
