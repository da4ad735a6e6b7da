import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { imageUrl, IMAGE_KINDS } from '#contract/images.ts';
import { ADMIN_TEAM_MEMBER_SORTS, type AdminTeamMember, type TeamMemberStats } from '#contract/schemas/team.ts';
import { AdminListResults } from '#app/components/admin/admin-list-results.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { NewItemLink, RowActions } from '#app/components/admin/row-actions.tsx';
import { type Column } from '#app/components/admin/data-table.tsx';
import { ListToolbar, yesNoFilter } from '#app/components/admin/list-toolbar.tsx';
import { MissingEnglishBadge } from '#app/components/admin/missing-english-badge.tsx';
import { StatCards } from '#app/components/admin/stat-cards.tsx';
import { transitionSwitchColumn } from '#app/components/admin/transition-switch-column.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { teamAdminMessages } from './messages.ts';

const TARGET = { resource: 'team', publicKeys: ['team'] };
const PER_PAGE = 20;
const THUMBNAIL_WIDTH = IMAGE_KINDS.portrait.widths[0] ?? 160;

export function TeamListScreen() {
  const t = useT(teamAdminMessages);
  const tAdmin = useT(adminMessages);
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'active', 'sort'] as const);
  const list = useAdminList<AdminTeamMember>('team', {
    page,
    per_page: PER_PAGE,
    search: values.search,
    active: values.active,
    sort: values.sort,
  });
  const stats = useQuery({
    queryKey: adminKeys.stats('team'),
    queryFn: () => apiRequest<TeamMemberStats>('/admin/team/stats'),
  });
  const transition = useItemTransition<AdminTeamMember>(TARGET);
  const remove = useDeleteItem(TARGET);

  const columns: Column<AdminTeamMember>[] = [
    {
      key: 'photo',
      header: t('column.photo'),
      hideOnPhone: true,
      cell: (member) =>
        member.photo ? (
          // The name stands in the next column: the thumbnail is decorative here.
          <img
            src={imageUrl(member.photo, THUMBNAIL_WIDTH)}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-10 items-center justify-center rounded-full bg-slate-100">
            <UserRound aria-hidden="true" className="size-5 text-slate-500" />
          </span>
        ),
    },
    {
      key: 'name',
      header: t('column.name'),
      cell: (member) => (
        <Link to={`/admin/team/edit/${member.id}`} className="font-semibold text-brand-700 hover:underline">
          {member.name}
        </Link>
      ),
    },
    {
      key: 'role',
      header: t('column.role'),
      cell: (member) => (
        <div className="flex flex-wrap items-center gap-2">
          <span>{member.role.fr}</span>
          <MissingEnglishBadge text={member.role} />
        </div>
      ),
    },
    transitionSwitchColumn({
      key: 'active',
      header: t('column.active'),
      label: (member) => t('toggle.active', { name: member.name }),
      checked: (member) => member.active,
      transitions: ['activate', 'deactivate'],
      transition,
    }),
    { key: 'sort_order', header: t('column.sort_order'), hideOnPhone: true, cell: (member) => member.sort_order },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (member) => (
        <div className="relative">
          <RowActions
            editTo={`/admin/team/edit/${member.id}`}
            itemName={member.name}
            onDelete={() => remove.mutate(member.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to="/admin/team/new" label={t('list.new')} />}
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
            options: ADMIN_TEAM_MEMBER_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
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
