import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_BLOG_POST_SORTS, type AdminBlogPost, type BlogPostStats } from '#contract/schemas/blog.ts';
import { AdminListResults } from '#app/components/admin/admin-list-results.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { NewItemLink, RowActions } from '#app/components/admin/row-actions.tsx';
import { type Column } from '#app/components/admin/data-table.tsx';
import { ListToolbar } from '#app/components/admin/list-toolbar.tsx';
import { MissingEnglishBadge } from '#app/components/admin/missing-english-badge.tsx';
import { StatCards } from '#app/components/admin/stat-cards.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { transitionSwitchColumn } from '#app/components/admin/transition-switch-column.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { blogAdminMessages } from './messages.ts';
import { isScheduled } from './post-schedule.ts';

const TARGET = { resource: 'blog', publicKeys: ['blog'] };
const PER_PAGE = 20;

export function BlogListScreen() {
  const t = useT(blogAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'status', 'sort'] as const);
  const list = useAdminList<AdminBlogPost>('blog', {
    page,
    per_page: PER_PAGE,
    search: values.search,
    status: values.status,
    sort: values.sort,
  });
  const stats = useQuery({
    queryKey: adminKeys.stats('blog'),
    queryFn: () => apiRequest<BlogPostStats>('/admin/blog/stats'),
  });
  const transition = useItemTransition<AdminBlogPost>(TARGET);
  const remove = useDeleteItem(TARGET);

  const columns: Column<AdminBlogPost>[] = [
    {
      key: 'title',
      header: t('column.title'),
      cell: (post) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/blog/edit/${post.id}`} className="font-semibold text-brand-700 hover:underline">
            {post.title.fr}
          </Link>
          <MissingEnglishBadge text={post.title} />
        </div>
      ),
    },
    transitionSwitchColumn({
      key: 'status',
      header: t('column.status'),
      label: (post) => t('toggle.published', { title: post.title.fr }),
      checked: (post) => post.status === 'published',
      transitions: ['publish', 'unpublish'],
      transition,
    }),
    {
      key: 'published_at',
      header: t('column.published_at'),
      cell: (post) => (
        <div className="flex flex-wrap items-center gap-2">
          {post.status === 'draft' ? (
            <StatusBadge tone="slate">{tAdmin('state.draft')}</StatusBadge>
          ) : isScheduled(post) ? (
            <StatusBadge tone="blue">{t('state.scheduled')}</StatusBadge>
          ) : (
            <StatusBadge tone="green">{tAdmin('state.published')}</StatusBadge>
          )}
          {post.published_at ? <span>{formatLongDate(post.published_at, language)}</span> : null}
        </div>
      ),
    },
    {
      key: 'tags',
      header: t('column.tags'),
      hideOnPhone: true,
      cell: (post) => <span className="text-sm text-slate-700">{post.tags.join(', ')}</span>,
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (post) => (
        <div className="relative">
          <RowActions
            editTo={`/admin/blog/edit/${post.id}`}
            itemName={post.title.fr}
            onDelete={() => remove.mutate(post.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to="/admin/blog/new" label={t('list.new')} />}
    >
      <StatCards
        loading={stats.isPending}
        stats={[
          { label: t('stats.total'), value: stats.data?.total },
          { label: t('stats.published'), value: stats.data?.published },
          { label: t('stats.drafts'), value: stats.data?.drafts },
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
              { value: 'published', label: t('filter.status_published') },
              { value: 'draft', label: t('filter.status_draft') },
            ],
          },
          {
            name: 'sort',
            label: tAdmin('list.sort'),
            value: values.sort || '-published_at',
            options: ADMIN_BLOG_POST_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
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
