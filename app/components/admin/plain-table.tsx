import type { ReactNode } from 'react';

export interface PlainTableColumn {
  /** What the header cell shows; a column of buttons may name itself for screen readers only. */
  header: ReactNode;
  /** Figures are set right, under a header set right. */
  numeric?: boolean;
}

/**
 * A small table inside a panel (an import's report, a lead's quotes, a chart's figures): a caption for
 * screen readers, its headers, and the rows each caller draws (a row's header is its first cell).
 */
export function PlainTable({
  caption,
  columns,
  className = 'w-full',
  children,
}: {
  caption: string;
  columns: readonly PlainTableColumn[];
  /** Its width (and margin): the whole panel unless said. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={`${className} text-left text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              className={`py-2 font-semibold ${index < columns.length - 1 ? 'pr-4' : ''} ${column.numeric ? 'text-right' : ''}`}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}
