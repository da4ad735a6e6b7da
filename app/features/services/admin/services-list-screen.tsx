import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_SERVICE_SORTS, type AdminService, type ServiceStats } from '#contract/schemas/service.ts';
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
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { STALE_TIMES } from '#contract/constants.ts';
import { serviceAdminMessages } from './messages.ts';

const TARGET = { resource: 'services', publicKeys: ['services'] };
const PER_PAGE = 20;

export function ServicesListScreen() {
  const t = useT(serviceAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'active', 'featured', 'sort'] as const);
  const list = useAdminList<AdminService>(
    'services',
    {
      page,
      per_page: PER_PAGE,
      search: values.search,
      active: values.active,
      featured: values.featured,
      sort: values.sort,
    },
    { staleTime: STALE_TIMES.adminServicesList },
  );
  const stats = useQuery({
    queryKey: adminKeys.stats('services'),
    queryFn: () => apiRequest<ServiceStats>('/admin/services/stats'),
  });
  const transition = useItemTransition<AdminService>(TARGET);
  const remove = useDeleteItem(TARGET);

  const columns: Column<AdminService>[] = [
    {
      key: 'name',
      header: t('column.name'),
      cell: (service) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/services/edit/${service.id}`} className="font-semibold text-brand-700 hover:underline">
            {service.name.fr}
          </Link>
          <MissingEnglishBadge text={service.name} />
        </div>
      ),
    },
    { key: 'slug', header: t('column.slug'), hideOnPhone: true, cell: (service) => <code>{service.slug}</code> },
    transitionSwitchColumn({
      key: 'active',
      header: t('column.active'),
      label: (service) => t('toggle.active', { name: service.name.fr }),
      checked: (service) => service.active,
      transitions: ['activate', 'deactivate'],
      transition,
    }),
    transitionSwitchColumn({
      key: 'featured',
      header: t('column.featured'),
      label: (service) => t('toggle.featured', { name: service.name.fr }),
      checked: (service) => service.featured,
      transitions: ['feature', 'unfeature'],
      transition,
    }),
    {
      key: 'updated',
      header: t('column.updated'),
      hideOnPhone: true,
      cell: (service) => formatLongDate(service.updated_at, language),
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (service) => (
        <RowActions
          editTo={`/admin/services/edit/${service.id}`}
          itemName={service.name.fr}
          onDelete={() => remove.mutate(service.id)}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to="/admin/services/new" label={t('list.new')} />}
    >
      <StatCards
        loading={stats.isPending}
        stats={[
          { label: t('stats.total'), value: stats.data?.total },
          { label: t('stats.active'), value: stats.data?.active },
          { label: t('stats.inactive'), value: stats.data?.inactive },
          { label: t('stats.featured'), value: stats.data?.featured },
        ]}
      />
      <ListToolbar
        search={values.search}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          yesNoFilter('active', t('filter.active'), values.active, t('filter.active_yes'), t('filter.active_no')),
          yesNoFilter(
            'featured',
            t('filter.featured'),
            values.featured,
            t('filter.featured_yes'),
            t('filter.featured_no'),
          ),
          {
            name: 'sort',
            label: tAdmin('list.sort'),
            value: values.sort || 'sort_order',
            options: ADMIN_SERVICE_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
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
