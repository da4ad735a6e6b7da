import type { Language } from '#contract/languages.ts';
import type { PublicBlogPostSummary } from '#contract/schemas/blog.ts';
import { ItemCard } from '#app/components/ui/item-card.tsx';
import type { ImageLoading } from '#app/components/ui/responsive-image.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { formatLongDate } from '#app/lib/format-date.ts';
import { blogMessages } from '../messages.ts';
import { TagLinks } from './tag-links.tsx';

/** Cover, date, title (the card's link), excerpt, author and tags of a post. */
export function PostCard({
  post,
  href,
  language,
  loading,
}: {
  post: PublicBlogPostSummary;
  href: string;
  language: Language;
  loading?: ImageLoading;
}) {
  const t = useT(blogMessages);
  return (
    <ItemCard
      cover={post.cover_image}
      title={post.title}
      href={href}
      loading={loading}
      before={
        <p className="text-sm text-slate-600">
          <time dateTime={post.published_at}>{formatLongDate(post.published_at, language)}</time>
        </p>
      }
    >
      <p className="mt-2 flex-1 text-slate-600">{post.excerpt}</p>
      <p className="mt-4 text-sm font-medium text-slate-700">{t('post.by', { author: post.author_name })}</p>
      <div className="mt-4">
        <TagLinks tags={post.tags} />
      </div>
    </ItemCard>
  );
}
