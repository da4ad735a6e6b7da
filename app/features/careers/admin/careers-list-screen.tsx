import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_JOB_POST_SORTS, type AdminJobPost, type JobPostStats } from '#contract/schemas/career.ts';
import { AdminListResults } from '#app/components/admin/admin-list-results.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { NewItemLink, RowActions } from '#app/components/admin/row-actions.tsx';
import { type Column } from '#app/components/admin/data-table.tsx';
import { ListToolbar } from '#app/components/admin/list-toolbar.tsx';
import { MissingEnglishBadge } from '#app/components/admin/missing-english-badge.tsx';
import { StatCards } from '#app/components/admin/stat-cards.tsx';
import { transitionSwitchColumn } from '#app/components/admin/transition-switch-column.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { formatClosingDate } from '../job-format.ts';
import { careersAdminMessages } from './messages.ts';

const TARGET = { resource: 'careers', publicKeys: ['careers'] };
const PER_PAGE = 20;

export function CareersListScreen() {
  const t = useT(careersAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'status', 'sort'] as const);
  const list = useAdminList<AdminJobPost>('careers', {
    page,
    per_page: PER_PAGE,
    search: values.search,
    status: values.status,
    sort: values.sort,
  });
  const stats = useQuery({
    queryKey: adminKeys.stats('careers'),
    queryFn: () => apiRequest<JobPostStats>('/admin/careers/stats'),
  });
  const transition = useItemTransition<AdminJobPost>(TARGET);
  const remove = useDeleteItem(TARGET);

  const columns: Column<AdminJobPost>[] = [
    {
      key: 'title',
      header: t('column.title'),
      cell: (job) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/careers/edit/${job.id}`} className="font-semibold text-brand-700 hover:underline">
            {job.title.fr}
          </Link>
          <MissingEnglishBadge text={job.title} />
        </div>
      ),
    },
    { key: 'location', header: t('column.location'), hideOnPhone: true, cell: (job) => job.location },
    {
      key: 'employment_type',
      header: t('column.employment_type'),
      hideOnPhone: true,
      cell: (job) => t(`employment.${job.employment_type}`),
    },
    transitionSwitchColumn({
      key: 'open',
      header: t('column.open'),
      label: (job) => t('toggle.open', { title: job.title.fr }),
      checked: (job) => job.status === 'open',
      transitions: ['open', 'close'],
      transition,
    }),
    {
      key: 'closes_on',
      header: t('column.closes_on'),
      hideOnPhone: true,
      cell: (job) => (job.closes_on ? formatClosingDate(job.closes_on, language) : t('closes_on.none')),
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (job) => (
        <div className="relative">
          <RowActions
            editTo={`/admin/careers/edit/${job.id}`}
            itemName={job.title.fr}
            onDelete={() => remove.mutate(job.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to="/admin/careers/new" label={t('list.new')} />}
    >
      <StatCards
        loading={stats.isPending}
        stats={[
          { label: t('stats.total'), value: stats.data?.total },
          { label: t('stats.open'), value: stats.data?.open },
          { label: t('stats.closed'), value: stats.data?.closed },
        ]}
      />
      <ListToolbar
        search={values.search}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          {
            name: 'status',
            label: t('filter.status'),
            value: values.status,
            allowAll: true,
            options: [
              { value: 'open', label: t('filter.status_open') },
              { value: 'closed', label: t('filter.status_closed') },
            ],
          },
          {
            name: 'sort',
            label: tAdmin('list.sort'),
            value: values.sort || '-created_at',
            options: ADMIN_JOB_POST_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
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
