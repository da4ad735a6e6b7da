import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { useWideScreen } from '#app/lib/use-wide-screen.ts';
import { AdminListResults } from './admin-list-results.tsx';
import type { Column } from './data-table.tsx';
import { ListToolbar, type SelectOption } from './list-toolbar.tsx';

/** A filter of a record list: a select of these options, "All" first; its value stays in the URL. */
export interface RecordListFilter<Name extends string = string> {
  name: Name;
  label: string;
  options: SelectOption[];
}

/**
 * A page of a back-office list that is not a content kind (the inbox, the applications, the outbox...):
 * its search, filters and page kept in the URL, the rows read from /api/admin/{resource}. `filtered`
 * says whether the visitor narrowed it (its empty message then says so).
 */
export function useRecordList<Row, Name extends string = never>(
  resource: string,
  {
    filters = [],
    perPage,
    query = {},
    staleTime,
  }: {
    filters?: readonly Name[];
    perPage: number;
    /** Other parameters of the read, not set by the visitor. */
    query?: Record<string, string | number | boolean | undefined>;
    staleTime?: number;
  },
) {
  const params = useListParams<'search' | Name>(['search', ...filters]);
  const list = useAdminList<Row>(
    resource,
    { page: params.page, per_page: perPage, ...params.values, ...query },
    { staleTime },
  );
  const filtered = Object.values<string>(params.values).some(Boolean);
  return { ...params, list, filtered };
}

export type RecordListState<Row> = ReturnType<typeof useRecordList<Row, string>>;

/** The toolbar (search, filters, how many) if the list has one, the rows (skeletons, empty message, load error) and the pagination. */
export function RecordList<Row extends { id: number }>({
  records,
  search = true,
  searchLabel,
  filters = [],
  caption,
  columns,
  phoneColumns,
  emptyMessage,
  rowClassName,
  cardsOnPhone,
}: {
  records: RecordListState<Row>;
  /** Whether the list has a search box. */
  search?: boolean;
  /** What the search looks in, when "Search" alone would not say it. */
  searchLabel?: string;
  filters?: RecordListFilter[];
  caption: string;
  columns: Column<Row>[];
  /** What a phone shows instead: the row in fewer columns, so the table fits the screen instead of scrolling sideways. */
  phoneColumns?: Column<Row>[];
  emptyMessage: string;
  rowClassName?: (row: Row) => string;
  cardsOnPhone?: boolean;
}) {
  const { values, page, onSearch, onSelect, onPage, list } = records;
  const wide = useWideScreen();
  // A list with neither search nor filter (the staff accounts, the newsletter's issues) has no toolbar.
  const toolbar = search || filters.length > 0;
  return (
    <>
      {toolbar ? (
        <ListToolbar
          search={search ? values.search : undefined}
          onSearch={search ? onSearch : undefined}
          searchLabel={searchLabel}
          total={list.data?.meta.total}
          onSelect={onSelect}
          selects={filters.map((filter) => ({ ...filter, value: values[filter.name] ?? '', allowAll: true }))}
        />
      ) : null}
      <AdminListResults
        list={list}
        caption={caption}
        columns={wide || !phoneColumns ? columns : phoneColumns}
        emptyMessage={emptyMessage}
        rowClassName={rowClassName}
        cardsOnPhone={cardsOnPhone}
        page={page}
        onPage={onPage}
      />
    </>
  );
}
