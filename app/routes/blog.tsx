import { cardImageLoading } from '#app/components/ui/responsive-image.tsx';
import { useSearchParams } from 'react-router';
import { Link } from '#app/components/ui/localized-link.tsx';
import { BLOG_POSTS_PER_PAGE, pageCount, searchWith } from '#app/features/blog/blog-search.ts';
import { parseBlogSearch } from '#app/features/blog/parse-blog-search.ts';
import { ListPagination } from '#app/components/ui/list-pagination.tsx';
import { PostCard } from '#app/features/blog/components/post-card.tsx';
import { blogMessages } from '#app/features/blog/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { loadSitePage, notFound, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/blog';
import { requestQuery } from '#app/lib/search-params.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = parseBlogSearch(requestQuery(request));
  if (!search) throw await notFound(context);
  const [posts, intro] = await Promise.all([
    context.content.blog.page({ page: search.page, per_page: BLOG_POSTS_PER_PAGE, tag: search.tag }, context.language),
    loadSitePage(context, 'blog', request),
  ]);
  if (search.page > pageCount(posts.total, BLOG_POSTS_PER_PAGE)) throw await notFound(context);
  return { language: context.language, page: search.page, tag: search.tag, posts, intro };
}

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language;
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!language) return [];
  return seoMeta(args, {
    title: translate(blogMessages, language, 'meta.title'),
    description: translate(blogMessages, language, 'meta.description'),
    announcesBlogFeed: true,
    ...(args.data ? itemSeo(args.data.intro.page) : {}),
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT(blogMessages);
  const [searchParams] = useSearchParams();
  const { language, page, tag, posts } = loaderData;
  const allPostsSearch = searchWith(searchParams, { tag: undefined, page: undefined });
  return (
    <>
      <PageSections sections={loaderData.intro.page.sections} data={loaderData.intro.sectionData} />
      <section aria-labelledby="posts-title" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-5 sm:px-8">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="posts-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {tag ? t('filter.current', { tag }) : t('list.title')}
            </h2>
            {tag ? (
              <Link
                to={{ search: allPostsSearch }}
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                {t('filter.clear')}
              </Link>
            ) : null}
          </div>
          {posts.items.length === 0 ? (
            <p className="mt-10 rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
              {tag ? t('list.empty_tag', { tag }) : t('list.empty')}
            </p>
          ) : (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.items.map((post, index) => (
                <li key={post.id}>
                  <PostCard
                    loading={cardImageLoading(index)}
                    post={post}
                    href={`/blog/${post.slug}`}
                    language={language}
                  />
                </li>
              ))}
            </ul>
          )}
          <ListPagination
            page={page}
            totalPages={pageCount(posts.total, BLOG_POSTS_PER_PAGE)}
            labels={{
              label: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              status: t('pagination.status', { page, total: pageCount(posts.total, BLOG_POSTS_PER_PAGE) }),
            }}
          />
        </div>
      </section>
    </>
  );
}
