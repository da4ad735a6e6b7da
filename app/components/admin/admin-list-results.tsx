import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import type { Paginated } from '#app/lib/api/http-client.ts';
import { AdminPagination } from './admin-pagination.tsx';
import { type Column, DataTable } from './data-table.tsx';

/** The rows of an admin list (skeletons, empty message, load error) and its pagination. */
export function AdminListResults<Row extends { id: number }>({
  list,
  caption,
  columns,
  emptyMessage,
  page,
  onPage,
  rowClassName,
  cardsOnPhone,
}: {
  list: { data?: Paginated<Row[]> | undefined; isPending: boolean; isError: boolean };
  caption: string;
  columns: Column<Row>[];
  emptyMessage: string;
  page: number;
  onPage: (page: number) => void;
  rowClassName?: (row: Row) => string;
  /** Rows become cards on phones (see DataTable). */
  cardsOnPhone?: boolean;
}) {
  const t = useT(adminMessages);
  return (
    <>
      {list.isError ? (
        <p role="alert" className="text-red-700">
          {t('list.load_error')}
        </p>
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.data?.items}
        loading={list.isPending}
        emptyMessage={emptyMessage}
        rowClassName={rowClassName}
        cardsOnPhone={cardsOnPhone}
      />
      <AdminPagination page={page} totalPages={list.data?.meta.total_pages ?? 1} onPage={onPage} />
    </>
  );
}
