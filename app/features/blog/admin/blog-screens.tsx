import { blogPostsKind } from '#contract/content-kinds/blog-posts.ts';
import type { AdminBlogPost } from '#contract/schemas/blog.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { blogAdminMessages } from './messages.ts';
import { isScheduled, isLive } from './post-schedule.ts';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { seoEditor } from '#app/components/admin/seo-editor.tsx';
import { choiceSwitch, ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import type { FieldTools } from '#app/components/admin/declared-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { commaSeparated } from '#app/lib/admin/form-values.ts';

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

function BlogListScreen() {
  return <ContentListScreen view={blogList} />;
}

/** "web, pme" and "web, sme" as two tags in both languages; a French tag without its English one falls back. */
function pairedTags(typed: { fr: string; en: string }) {
  const english = typed.en.split(',').map((tag) => tag.trim());
  return commaSeparated(typed.fr).map((fr, index) => ({ fr, en: english[index] ?? '' }));
}

/** Tags typed as one comma-separated text per language, paired by their order. */
function TagsField({ name, label, field }: FieldTools) {
  const { language } = useLanguage();
  return <LocalizedField name={name} label={label} required={false} hint={field.help?.[language]} />;
}

function ViewOnSite({ post }: { post: AdminBlogPost }) {
  const t = useT(blogAdminMessages);
  if (!isLive(post)) return null;
  return (
    <Link
      to={`/blog/${post.slug}`}
      target="_blank"
      className="inline-flex items-center gap-1 self-start font-semibold text-brand-700 underline hover:text-brand-900"
    >
      {t('form.view_public')}
      <ExternalLink aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** A blog post: texts in both languages, publication (now, later or draft), author, tags and cover. */
function BlogFormScreen({ id }: { id: number | null }) {
  const { name: currentUserName } = useCurrentUser();
  const view = defineFormView<AdminBlogPost>({
    kind: blogPostsKind,
    messages: blogAdminMessages,
    itemName: (post) => post.title.fr,
    // Tags are typed as one comma-separated text per language; a new post is signed by whoever writes it.
    toValues: (post, values) => ({
      ...values,
      author_name: post ? post.author_name : currentUserName,
      tags: {
        fr: post?.tags.map((tag) => tag.fr).join(', ') ?? '',
        en: post?.tags.map((tag) => tag.en ?? '').join(', ') ?? '',
      },
      published_at: post?.published_at ?? null,
    }),
    toInput: (values, body) => ({
      ...body,
      published_at: values.published_at,
      tags: pairedTags(values.tags as { fr: string; en: string }),
    }),
    sections: [
      { key: 'content', fields: ['title', { name: 'excerpt', rows: 3 }, 'body'] },
      {
        key: 'publication',
        fields: [{ name: 'status', render: choiceSwitch('published', 'draft') }, 'published_at'],
        extra: (post) => <ViewOnSite post={post} />,
      },
      {
        key: 'details',
        fields: ['author_name', ['slug', 'slug_en'], { name: 'tags', render: TagsField }, 'cover_image'],
      },
      {
        key: 'seo',
        fields: [
          {
            name: 'seo_title',
            render: seoEditor(blogPostsKind.fields, {
              title: 'title',
              description: 'excerpt',
              image: 'cover_image',
              section: '/blog',
            }),
          },
          'seo_image',
        ],
      },
    ],
  });
  return <ContentFormScreen view={view} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { BlogListScreen as List, BlogFormScreen as Form };
