import { data, useRouteLoaderData } from 'react-router';
import { pageUrl } from '#contract/page-urls.ts';
import { careersMessages } from '#app/features/careers/messages.ts';
import { ApplyLink, JobFacts, RICH_TEXT } from '#app/features/careers/open-positions.tsx';
import { JsonLd } from '#app/components/seo/json-ld.tsx';
import type { BreadcrumbHandle } from '#app/components/seo/breadcrumb-structured-data.tsx';
import { BackLink } from '#app/components/ui/back-link.tsx';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { type PagePathsHandle, redirectToOwnSlug } from '#app/lib/page-paths.ts';
import { itemPaths } from '#contract/page-urls.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { jobPostingJsonLd } from '#app/lib/structured-data.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/career-detail';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { content, language } = context;
  // Only an open post has a page: a closed or unknown one is not found.
  const [settings, job] = await Promise.all([content.settings(language), content.jobBySlug(params.slug, language)]);
  if (!job) throw data(null, { status: 404 });
  const paths = itemPaths('/careers', job.slugs, job.slug);
  redirectToOwnSlug(params.slug, paths, language);
  return { language, job, paths, settings };
}

/** Its title in the breadcrumb trail, its address in each language. */
export const handle: BreadcrumbHandle & PagePathsHandle = {
  breadcrumb: (data: Route.ComponentProps['loaderData']) => data.job.title,
  pagePaths: (data: Route.ComponentProps['loaderData']) => data.paths,
};

export function meta(args: Route.MetaArgs) {
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!args.data) return [];
  const { job, paths } = args.data;
  return seoMeta(args, { title: job.title, description: job.summary, paths });
}

/** One open job post: its facts, the full description and how to apply (Google's job search reads its JobPosting). */
export default function CareerDetail({ loaderData }: Route.ComponentProps) {
  const t = useT(careersMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { job, settings, language, paths } = loaderData;
  const origin = root?.origin ?? '';
  const url = pageUrl(origin, paths[language], language);
  return (
    <article>
      <JsonLd data={jobPostingJsonLd(job, url, settings, origin)} />
      <PageHero badge={t('hero.badge')} title={job.title} subtitle={job.summary}>
        <BackLink to="/careers" label={t('detail.back')} tone="hero" />
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
        <JobFacts job={job} />
        <div className={`mt-8 ${RICH_TEXT}`} dangerouslySetInnerHTML={{ __html: job.body }} />
        <ApplyLink job={job} email={settings.contact.email} />
      </div>
    </article>
  );
}
