import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { usePageLocation } from '#app/lib/page-location.tsx';
import { searchWith } from '#app/lib/search-params.ts';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg px-4 py-2.5 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-900';

export interface ListPaginationLabels {
  /** Accessible name of the navigation landmark. */
  label: string;
  previous: string;
  next: string;
  /** e.g. "Page 2 sur 3". */
  status: string;
}

/** Previous and next links (keeping the other search parameters) and "page X of Y"; nothing when one page holds all. */
export function ListPagination({
  page,
  totalPages,
  labels,
}: {
  page: number;
  totalPages: number;
  labels: ListPaginationLabels;
}) {
  const searchParams = new URLSearchParams(usePageLocation().search);
  if (totalPages <= 1) return null;
  const hrefOf = (target: number) => searchWith(searchParams, { page: target === 1 ? undefined : String(target) });
  return (
    <nav aria-label={labels.label} className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={{ search: hrefOf(page - 1) }} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{labels.status}</p>
      {page < totalPages ? (
        <Link to={{ search: hrefOf(page + 1) }} rel="next" className={linkClass}>
          {labels.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
