import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '#app/components/ui/skeleton.tsx';

export interface Column<Row> {
  key: string;
  header: string;
  /** What the header cell shows instead of `header` (a "select all" checkbox); `header` still names the column. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Hidden on phones to keep the table readable; the row's first column always shows. */
  hideOnPhone?: boolean;
  className?: string;
  /** A header that sorts the list: its current direction, and what a click does. */
  sort?: { direction: 'ascending' | 'descending' | null; onSort: () => void };
  /**
   * How a list drawn as cards on phones (`cardsOnPhone`) shows the column there: `label` (the default)
   * writes the header before the cell; `plain`, the cell alone; `top`, the cell alone, and its header
   * stays above the cards (the selection box, the sortable name). The first column's cell is the card's margin.
   */
  card?: 'label' | 'plain' | 'top';
}

/** The classes turning the table into a list of cards below the `md` breakpoint. */
const CARDS = {
  table: 'max-md:block',
  head: 'max-md:block max-md:border-b-0',
  headRow: 'max-md:flex max-md:items-center max-md:gap-1 max-md:border-b max-md:border-slate-200',
  body: 'max-md:block',
  // A card: the first column in a narrow margin, every other cell below the one before it.
  row: 'max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)] max-md:gap-x-3 max-md:gap-y-2 max-md:px-4 max-md:py-3',
  firstCell: 'max-md:col-start-1 max-md:row-start-1 max-md:p-0',
  cell: 'max-md:col-start-2 max-md:p-0',
  labelledCell: 'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3',
  label: 'hidden text-xs font-semibold tracking-wide text-slate-700 uppercase max-md:block',
  emptyCell: 'max-md:col-span-2 max-md:block',
} as const;

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
  cardsOnPhone = false,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  emptyMessage: string;
  rowClassName?: (row: Row) => string;
  /** Below the `md` breakpoint, each row becomes a card: every action reachable without scrolling sideways. */
  cardsOnPhone?: boolean;
}) {
  const phoneClass = (column: Column<Row>) => (column.hideOnPhone ? 'hidden md:table-cell' : '');
  const cards = (classes: string) => (cardsOnPhone ? classes : '');
  // A column hidden on phones keeps its `hidden`: no card class may show it there.
  const headerClass = (column: Column<Row>) => {
    if (!cardsOnPhone || column.hideOnPhone) return '';
    return column.card === 'top' ? 'max-md:block max-md:py-2' : 'max-md:hidden';
  };
  const cellClass = (column: Column<Row>, index: number) => {
    if (!cardsOnPhone || column.hideOnPhone) return '';
    if (index === 0) return CARDS.firstCell;
    return `${CARDS.cell} ${(column.card ?? 'label') === 'label' ? CARDS.labelledCell : ''}`;
  };
  const cellContent = (column: Column<Row>, row: Row, index: number) =>
    cardsOnPhone && index > 0 && (column.card ?? 'label') === 'label' ? (
      <>
        {/* Above the cards the column headers are hidden: each cell names itself. */}
        <span className={CARDS.label}>{column.header}</span>
        <div className="min-w-0">{column.cell(row)}</div>
      </>
    ) : (
      column.cell(row)
    );
  return (
    // Keyboard users can focus the box to scroll a table wider than a phone, even while its rows load.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className={`w-full text-left text-sm ${cards(CARDS.table)}`}>
        <caption className="sr-only">{caption}</caption>
        <thead
          className={`border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase ${cards(CARDS.head)}`}
        >
          <tr className={cards(CARDS.headRow)}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort?.direction ?? undefined}
                className={`px-4 py-3 font-semibold ${phoneClass(column)} ${headerClass(column)}`}
              >
                {column.headerCell ??
                  (column.sort ? (
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
                  ))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${cards(CARDS.body)}`}>
          {loading && !rows
            ? Array.from({ length: 5 }, (_, index) => (
                <tr key={index} className={cards(CARDS.row)}>
                  {columns.map((column, position) => (
                    <td key={column.key} className={`px-4 py-3 ${phoneClass(column)} ${cellClass(column, position)}`}>
                      <Skeleton className="h-4 w-full" />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {rows?.length === 0 ? (
            <tr className={cards('max-md:block')}>
              <td
                colSpan={columns.length}
                className={`px-4 py-10 text-center text-slate-600 ${cards(CARDS.emptyCell)}`}
              >
                {emptyMessage}
              </td>
            </tr>
          ) : null}
          {rows?.map((row) => (
            <tr key={row.id} data-row-id={row.id} className={`${rowClassName?.(row) ?? ''} ${cards(CARDS.row)}`}>
              {columns.map((column, position) => (
                <td
                  key={column.key}
                  className={`px-4 py-3 align-middle text-slate-800 ${phoneClass(column)} ${column.className ?? ''} ${cellClass(column, position)}`}
                >
                  {cellContent(column, row, position)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
