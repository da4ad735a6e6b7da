import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_SOLUTION_SORTS, type AdminSolution, type SolutionStats } from '#contract/schemas/solution.ts';
import { AdminListResults } from '#app/components/admin/admin-list-results.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { NewItemLink, RowActions } from '#app/components/admin/row-actions.tsx';
import { type Column } from '#app/components/admin/data-table.tsx';
import { ListToolbar, yesNoFilter } from '#app/components/admin/list-toolbar.tsx';
import { MissingEnglishBadge } from '#app/components/admin/missing-english-badge.tsx';
import { StatCards } from '#app/components/admin/stat-cards.tsx';
import { transitionSwitchColumn } from '#app/components/admin/transition-switch-column.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { solutionAdminMessages } from './messages.ts';

const TARGET = { resource: 'solutions', publicKeys: ['solutions'] };
const PER_PAGE = 20;

export function SolutionsListScreen() {
  const t = useT(solutionAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'active', 'sort'] as const);
  const list = useAdminList<AdminSolution>('solutions', {
    page,
    per_page: PER_PAGE,
    search: values.search,
    active: values.active,
    sort: values.sort,
  });
  const stats = useQuery({
    queryKey: adminKeys.stats('solutions'),
    queryFn: () => apiRequest<SolutionStats>('/admin/solutions/stats'),
  });
  const transition = useItemTransition<AdminSolution>(TARGET);
  const remove = useDeleteItem(TARGET);

  const columns: Column<AdminSolution>[] = [
    {
      key: 'name',
      header: t('column.name'),
      cell: (solution) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/solutions/edit/${solution.id}`} className="font-semibold text-brand-700 hover:underline">
            {solution.name.fr}
          </Link>
          <MissingEnglishBadge text={solution.name} />
        </div>
      ),
    },
    { key: 'slug', header: t('column.slug'), hideOnPhone: true, cell: (solution) => <code>{solution.slug}</code> },
    transitionSwitchColumn({
      key: 'active',
      header: t('column.active'),
      label: (solution) => t('toggle.active', { name: solution.name.fr }),
      checked: (solution) => solution.active,
      transitions: ['activate', 'deactivate'],
      transition,
    }),
    {
      key: 'updated',
      header: t('column.updated'),
      hideOnPhone: true,
      cell: (solution) => formatLongDate(solution.updated_at, language),
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (solution) => (
        <RowActions
          editTo={`/admin/solutions/edit/${solution.id}`}
          itemName={solution.name.fr}
          onDelete={() => remove.mutate(solution.id)}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to="/admin/solutions/new" label={t('list.new')} />}
    >
      <StatCards
        loading={stats.isPending}
        stats={[
          { label: t('stats.total'), value: stats.data?.total },
          { label: t('stats.active'), value: stats.data?.active },
          { label: t('stats.inactive'), value: stats.data?.inactive },
        ]}
      />
      <ListToolbar
        search={values.search}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          yesNoFilter('active', t('filter.active'), values.active, t('filter.active_yes'), t('filter.active_no')),
          {
            name: 'sort',
            label: tAdmin('list.sort'),
            value: values.sort || 'sort_order',
            options: ADMIN_SOLUTION_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
          },
        ]}
      />
      <AdminListResults
        list={list}
        caption={t('list.caption')}
        columns={columns}
        emptyMessage={values.search ? tAdmin('list.empty_search') : t('list.empty')}
        page={page}
        onPage={onPage}
      />
    </AdminPage>
  );
}
