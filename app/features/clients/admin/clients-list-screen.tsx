import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { IMAGE_KINDS, imageSize, imageUrl } from '#contract/images.ts';
import { ADMIN_CLIENT_SORTS, type AdminClient, type ClientStats } from '#contract/schemas/client.ts';
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
import { clientAdminMessages } from './messages.ts';

const TARGET = { resource: 'clients', publicKeys: ['clients'] };
const PER_PAGE = 20;
const LOGO_SIZE = imageSize('logo');

export function ClientsListScreen() {
  const t = useT(clientAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'active', 'sort'] as const);
  const list = useAdminList<AdminClient>('clients', {
    page,
    per_page: PER_PAGE,
    search: values.search,
    active: values.active,
    sort: values.sort,
  });
  const stats = useQuery({
    queryKey: adminKeys.stats('clients'),
    queryFn: () => apiRequest<ClientStats>('/admin/clients/stats'),
  });
  const transition = useItemTransition<AdminClient>(TARGET);
  const remove = useDeleteItem(TARGET);

  const columns: Column<AdminClient>[] = [
    {
      key: 'name',
      header: t('column.name'),
      cell: (client) => (
        <Link to={`/admin/clients/edit/${client.id}`} className="font-semibold text-brand-700 hover:underline">
          {client.name}
        </Link>
      ),
    },
    {
      key: 'logo',
      header: t('column.logo'),
      hideOnPhone: true,
      cell: (client) =>
        client.logo ? (
          <img
            src={imageUrl(client.logo, IMAGE_KINDS.logo.widths[0], 'webp')}
            alt={t('logo.alt', { name: client.name })}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
            className="h-8 w-16 object-contain"
          />
        ) : (
          <span className="text-slate-600">{t('logo.none')}</span>
        ),
    },
    {
      key: 'sector',
      header: t('column.sector'),
      hideOnPhone: true,
      cell: (client) => (
        <div className="flex flex-wrap items-center gap-2">
          {client.sector.fr}
          <MissingEnglishBadge text={client.sector} />
        </div>
      ),
    },
    transitionSwitchColumn({
      key: 'active',
      header: t('column.active'),
      label: (client) => t('toggle.active', { name: client.name }),
      checked: (client) => client.active,
      transitions: ['activate', 'deactivate'],
      transition,
    }),
    {
      key: 'updated',
      header: t('column.updated'),
      hideOnPhone: true,
      cell: (client) => formatLongDate(client.updated_at, language),
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (client) => (
        <RowActions
          editTo={`/admin/clients/edit/${client.id}`}
          itemName={client.name}
          onDelete={() => remove.mutate(client.id)}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to="/admin/clients/new" label={t('list.new')} />}
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
            options: ADMIN_CLIENT_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
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
