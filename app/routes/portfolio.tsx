import { cardImageLoading } from '#app/components/ui/responsive-image.tsx';
import { useSearchParams } from 'react-router';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useProjects } from '#app/features/portfolio/api/get-projects.ts';
import { CategoryFilter } from '#app/features/portfolio/components/category-filter.tsx';
import { ListPagination } from '#app/components/ui/list-pagination.tsx';
import { ProjectCard } from '#app/features/portfolio/components/project-card.tsx';
import { portfolioMessages } from '#app/features/portfolio/messages.ts';
import { pageCount, PROJECTS_PER_PAGE, searchWith } from '#app/features/portfolio/portfolio-search.ts';
import { parsePortfolioSearch } from '#app/features/portfolio/parse-portfolio-search.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { loadSitePage, notFound, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/portfolio';
import { requestQuery } from '#app/lib/search-params.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = parsePortfolioSearch(requestQuery(request));
  if (!search) throw await notFound(context);
  const [projects, intro] = await Promise.all([
    context.content.projects.page(
      { page: search.page, per_page: PROJECTS_PER_PAGE, category: search.category },
      context.language,
    ),
    loadSitePage(context, 'portfolio', request),
  ]);
  if (search.page > pageCount(projects.total, PROJECTS_PER_PAGE)) throw await notFound(context);
  return { language: context.language, page: search.page, category: search.category, projects, intro };
}

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language;
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!language) return [];
  return seoMeta(args, {
    title: translate(portfolioMessages, language, 'meta.title'),
    description: translate(portfolioMessages, language, 'meta.description'),
    ...(args.data ? itemSeo(args.data.intro.page) : {}),
  });
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const t = useT(portfolioMessages);
  const [searchParams] = useSearchParams();
  const { language, page, category } = loaderData;
  const { data: projects } = useProjects(
    language,
    { page, per_page: PROJECTS_PER_PAGE, category },
    loaderData.projects,
  );
  return (
    <>
      <PageSections sections={loaderData.intro.page.sections} data={loaderData.intro.sectionData} />
      <section aria-labelledby="projects-title" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-5 sm:px-8">
          <h2 id="projects-title" className="sr-only">
            {t('list.title')}
          </h2>
          <CategoryFilter current={category} />
          {projects.items.length === 0 ? (
            <div className="mt-10 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
              <p className="text-slate-700">{t(category ? 'list.empty' : 'list.empty_all')}</p>
              {category ? (
                <Link
                  to={{ search: searchWith(searchParams, { category: undefined, page: undefined }) }}
                  className="mt-4 inline-flex font-semibold text-brand-700 underline hover:text-brand-900"
                >
                  {t('list.show_all')}
                </Link>
              ) : null}
            </div>
          ) : (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.items.map((project, index) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    href={`/portfolio/${project.slug}`}
                    loading={cardImageLoading(index)}
                  />
                </li>
              ))}
            </ul>
          )}
          <ListPagination
            page={page}
            totalPages={pageCount(projects.total, PROJECTS_PER_PAGE)}
            labels={{
              label: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              status: t('pagination.status', { page, total: pageCount(projects.total, PROJECTS_PER_PAGE) }),
            }}
          />
        </div>
      </section>
    </>
  );
}
