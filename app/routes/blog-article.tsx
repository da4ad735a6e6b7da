import { linkPreviewUrl } from '#contract/link-previews.ts';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { BackLink } from '#app/components/ui/back-link.tsx';
import { ItemCover } from '#app/components/ui/item-cover.tsx';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { blogPostingJsonLd, readingMinutes } from '#app/features/blog/article.ts';
import { TagLinks } from '#app/features/blog/components/tag-links.tsx';
import { formatLongDate } from '#app/lib/format-date.ts';
import { blogMessages } from '#app/features/blog/messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import type { loader as rootLoader } from '#app/root.tsx';
import type { BreadcrumbHandle } from '#app/components/seo/page-trail.ts';
import { ownItemPaths } from '#app/lib/page-paths.ts';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/blog-article';
import { ARTICLE_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';
import { COVER_BESIDE_TEXT, contentWidthSizes } from '#app/components/ui/image-sizes.ts';
import { notFound } from './page-sections.tsx';
import { pageUrl, splitLanguagePath } from '#contract/page-urls.ts';

/** Longest slug the API accepts: anything longer names no post. */
const MAX_SLUG_LENGTH = 200;

export async function loader({ context, params }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  const post = slug && slug.length <= MAX_SLUG_LENGTH ? await context.content.blog.item(slug, context.language) : null;
  if (!post) throw await notFound(context);
  const pagePaths = ownItemPaths('/blog', post, slug, context.language);
  return { language: context.language, post, pagePaths, readingMinutes: readingMinutes(post.body) };
}

/** Its name in the breadcrumb trail. */
export const handle: BreadcrumbHandle = {
  breadcrumb: (data: Route.ComponentProps['loaderData']) => data.post.title,
};

export function meta(args: Route.MetaArgs) {
  const post = args.data?.post;
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!post) return [];
  return seoMeta(args, {
    ...itemSeo(post),
    title: post.title,
    description: post.excerpt,
    cover: post.cover_image,
    type: 'article',
    publishedTime: post.published_at,
    announcesBlogFeed: true,
  });
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const t = useT(blogMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { pathname } = useLocation();
  const { post, language } = loaderData;
  const origin = root?.origin ?? '';
  const jsonLd = blogPostingJsonLd(post, {
    url: pageUrl(origin, loaderData.pagePaths[language], language),
    // The same preview as the page's og:image (app/lib/seo.ts).
    image: linkPreviewUrl(
      origin,
      { path: splitLanguagePath(pathname).path, language },
      { title: post.title, cover: post.cover_image },
    ),
    language,
    origin,
  });
  return (
    <article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageHero badge={t('hero.badge')} title={post.title}>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-blue-100">
          <li className="inline-flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4" />
            {t('post.by', { author: post.author_name })}
          </li>
          <li className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span>
              <span className="sr-only">{t('article.published_on')} </span>
              <time dateTime={post.published_at}>{formatLongDate(post.published_at, language)}</time>
            </span>
          </li>
          <li className="inline-flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            {t('article.reading_time', { n: loaderData.readingMinutes })}
          </li>
        </ul>
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
        <div className="flow-root">
          {post.cover_image ? (
            <ItemCover base={post.cover_image} alt="" sizes={contentWidthSizes(704, COVER_BESIDE_TEXT)} />
          ) : null}
          <p className="text-xl leading-relaxed font-medium text-slate-800 sm:mt-10">{post.excerpt}</p>
        </div>
        <div className={`mt-8 ${ARTICLE_TEXT_CLASS}`} dangerouslySetInnerHTML={{ __html: post.body }} />
        <footer className="mt-12 flex flex-col gap-8 border-t border-slate-200 pt-8">
          <TagLinks tags={post.tags} />
          <BackLink to="/blog" label={t('article.back')} tone="page" />
        </footer>
      </div>
    </article>
  );
}
