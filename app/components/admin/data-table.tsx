import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '#app/components/ui/skeleton.tsx';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Hidden on phones to keep the table readable; the row's first column always shows. */
  hideOnPhone?: boolean;
  className?: string;
  /** A header that sorts the list: its current direction, and what a click does. */
  sort?: { direction: 'ascending' | 'descending' | null; onSort: () => void };
}

/**
 * A list of rows with its columns; skeleton rows while loading, a message when empty.
 * Wide tables scroll sideways inside their own box on a phone (`relative` keeps the
 * screen-reader-only labels of cut-off cells inside that box instead of widening the page).
 */
export function DataTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  loading,
  emptyMessage,
  rowClassName,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  emptyMessage: string;
  rowClassName?: (row: Row) => string;
}) {
  const phoneClass = (column: Column<Row>) => (column.hideOnPhone ? 'hidden md:table-cell' : '');
  return (
    // Keyboard users can focus the box to scroll a table wider than a phone, even while its rows load.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort?.direction ?? undefined}
                className={`px-4 py-3 font-semibold ${phoneClass(column)}`}
              >
                {column.sort ? (
                  <button
                    type="button"
                    onClick={column.sort.onSort}
                    className="inline-flex items-center gap-1 uppercase hover:text-brand-800"
                  >
                    {column.header}
                    {column.sort.direction === 'ascending' ? (
                      <ArrowUp aria-hidden="true" className="size-3.5" />
                    ) : column.sort.direction === 'descending' ? (
                      <ArrowDown aria-hidden="true" className="size-3.5" />
                    ) : (
                      <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-500" />
                    )}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading && !rows
            ? Array.from({ length: 5 }, (_, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.key} className={`px-4 py-3 ${phoneClass(column)}`}>
                      <Skeleton className="h-4 w-full" />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {rows?.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                {emptyMessage}
              </td>
            </tr>
          ) : null}
          {rows?.map((row) => (
            <tr key={row.id} data-row-id={row.id} className={rowClassName?.(row) ?? ''}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`px-4 py-3 align-middle text-slate-800 ${phoneClass(column)} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
