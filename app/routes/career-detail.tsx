import { data, useRouteLoaderData } from 'react-router';
import { pageUrl } from '#contract/page-urls.ts';
import { careersMessages } from '#app/features/careers/messages.ts';
import { ApplyLink, JobFacts } from '#app/features/careers/open-positions.tsx';
import { RICH_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';
import { JsonLd } from '#app/components/seo/json-ld.tsx';
import type { BreadcrumbHandle } from '#app/components/seo/page-trail.ts';
import { BackLink } from '#app/components/ui/back-link.tsx';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { ownItemPaths } from '#app/lib/page-paths.ts';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { jobPostingJsonLd } from '#app/lib/structured-data.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/career-detail';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { content, language } = context;
  // Only an open post has a page: a closed or unknown one is not found.
  const [settings, job] = await Promise.all([content.settings(language), content.jobBySlug(params.slug, language)]);
  if (!job) throw data(null, { status: 404 });
  const pagePaths = ownItemPaths('/careers', job, params.slug, language);
  return { language, job, pagePaths, settings };
}

/** Its title in the breadcrumb trail. */
export const handle: BreadcrumbHandle = {
  breadcrumb: (data: Route.ComponentProps['loaderData']) => data.job.title,
};

export function meta(args: Route.MetaArgs) {
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!args.data) return [];
  return seoMeta(args, { title: args.data.job.title, description: args.data.job.summary, ...itemSeo(args.data.job) });
}

/** One open job post: its facts, the full description and how to apply (Google's job search reads its JobPosting). */
export default function CareerDetail({ loaderData }: Route.ComponentProps) {
  const t = useT(careersMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { job, settings, language, pagePaths } = loaderData;
  const origin = root?.origin ?? '';
  const url = pageUrl(origin, pagePaths[language], language);
  return (
    <article>
      <JsonLd data={jobPostingJsonLd(job, url, settings, origin)} />
      <PageHero badge={t('hero.badge')} title={job.title} subtitle={job.summary}>
        <BackLink to="/careers" label={t('detail.back')} tone="hero" />
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
        <JobFacts job={job} />
        <div className={`mt-8 ${RICH_TEXT_CLASS}`} dangerouslySetInnerHTML={{ __html: job.body }} />
        <ApplyLink job={job} email={settings.contact.email} />
      </div>
    </article>
  );
}
