import { blogPostsKind } from '#contract/content-kinds/blog-posts.ts';
import type { AdminBlogPost } from '#contract/schemas/blog.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { blogAdminMessages } from './messages.ts';
import { isScheduled } from './post-schedule.ts';

/** Draft, scheduled or published, and the publication date. */
function Publication({ post }: { post: AdminBlogPost }) {
  const t = useT(blogAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  return (
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
  );
}

const blogList = defineListView<AdminBlogPost>({
  kind: blogPostsKind,
  messages: blogAdminMessages,
  itemName: (post) => post.title.fr,
  columns: [
    { type: 'title', key: 'title' },
    {
      type: 'switch',
      key: 'status',
      transitions: ['publish', 'unpublish'],
    },
    { type: 'cell', key: 'published_at', cell: (post) => <Publication post={post} /> },
    {
      type: 'cell',
      key: 'tags',
      hideOnPhone: true,
      cell: (post) => <span className="text-sm text-slate-700">{post.tags.map((tag) => tag.fr).join(', ')}</span>,
    },
  ],
});

export function BlogListScreen() {
  return <ContentListScreen view={blogList} />;
}
