import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STALE_TIMES } from '#contract/constants.ts';
import {
  ADMIN_PROJECT_SORTS,
  type AdminProject,
  PROJECT_CATEGORIES,
  type ProjectStats,
} from '#contract/schemas/project.ts';
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
import { projectAdminMessages } from './messages.ts';

const TARGET = { resource: 'projects', publicKeys: ['projects'] };
const PER_PAGE = 20;

export function ProjectsListScreen() {
  const t = useT(projectAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { values, page, onSearch, onSelect, onPage } = useListParams([
    'search',
    'category',
    'published',
    'featured',
    'sort',
  ] as const);
  const list = useAdminList<AdminProject>(
    'projects',
    {
      page,
      per_page: PER_PAGE,
      search: values.search,
      category: values.category,
      published: values.published,
      featured: values.featured,
      sort: values.sort,
    },
    { staleTime: STALE_TIMES.projectsList },
  );
  const stats = useQuery({
    queryKey: adminKeys.stats('projects'),
    queryFn: () => apiRequest<ProjectStats>('/admin/projects/stats'),
  });
  const transition = useItemTransition<AdminProject>(TARGET);
  const remove = useDeleteItem(TARGET);

  const columns: Column<AdminProject>[] = [
    {
      key: 'title',
      header: t('column.title'),
      cell: (project) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/portfolio/edit/${project.id}`} className="font-semibold text-brand-700 hover:underline">
            {project.title.fr}
          </Link>
          <MissingEnglishBadge text={project.title} />
        </div>
      ),
    },
    {
      key: 'category',
      header: t('column.category'),
      hideOnPhone: true,
      cell: (project) => t(`category.${project.category}`),
    },
    transitionSwitchColumn({
      key: 'published',
      header: t('column.published'),
      label: (project) => t('toggle.published', { title: project.title.fr }),
      checked: (project) => project.published,
      transitions: ['publish', 'unpublish'],
      transition,
    }),
    transitionSwitchColumn({
      key: 'featured',
      header: t('column.featured'),
      label: (project) => t('toggle.featured', { title: project.title.fr }),
      checked: (project) => project.featured,
      transitions: ['feature', 'unfeature'],
      transition,
    }),
    {
      key: 'updated',
      header: t('column.updated'),
      hideOnPhone: true,
      cell: (project) => formatLongDate(project.updated_at, language),
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (project) => (
        <RowActions
          editTo={`/admin/portfolio/edit/${project.id}`}
          itemName={project.title.fr}
          onDelete={() => remove.mutate(project.id)}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to="/admin/portfolio/new" label={t('list.new')} />}
    >
      <StatCards
        loading={stats.isPending}
        stats={[
          { label: t('stats.total'), value: stats.data?.total },
          { label: t('stats.published'), value: stats.data?.published },
          { label: t('stats.drafts'), value: stats.data?.drafts },
          { label: t('stats.featured'), value: stats.data?.featured },
        ]}
      />
      <ListToolbar
        search={values.search}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          {
            name: 'category',
            label: t('filter.category'),
            value: values.category,
            allowAll: true,
            options: PROJECT_CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) })),
          },
          yesNoFilter(
            'published',
            t('filter.published'),
            values.published,
            t('filter.published_yes'),
            t('filter.published_no'),
          ),
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
            options: ADMIN_PROJECT_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
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
