import { Link } from '#app/components/ui/localized-link.tsx';
import type { Language } from '#contract/languages.ts';
import type { PublicBlogPostSummary } from '#contract/schemas/blog.ts';
import { type ImageLoading, ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { formatLongDate } from '#app/lib/format-date.ts';
import { blogMessages } from '../messages.ts';
import { TagLinks } from './tag-links.tsx';
import { CARD_GRID_IMAGE_SIZES } from '#app/components/ui/image-sizes.ts';

/** Cover, date, title (the card's link), excerpt, author and tags of a post. */
export function PostCard({
  post,
  href,
  language,
  loading = 'lazy',
}: {
  post: PublicBlogPostSummary;
  href: string;
  language: Language;
  loading?: ImageLoading;
}) {
  const t = useT(blogMessages);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      {post.cover_image ? (
        <ResponsiveImage
          base={post.cover_image}
          kind="cover"
          alt=""
          sizes={CARD_GRID_IMAGE_SIZES}
          loading={loading}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={post.published_at}>{formatLongDate(post.published_at, language)}</time>
        </p>
        <h3 className="mt-2 text-xl font-semibold text-slate-900">
          <Link
            to={href}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-600">{post.excerpt}</p>
        <p className="mt-4 text-sm font-medium text-slate-700">{t('post.by', { author: post.author_name })}</p>
        <div className="mt-4">
          <TagLinks tags={post.tags} />
        </div>
      </div>
    </article>
  );
}
