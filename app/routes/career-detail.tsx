import { data, useRouteLoaderData } from 'react-router';
import { careersMessages } from '#app/features/careers/messages.ts';
import { ClosedJobNotice } from '#app/features/job-applications/components/closed-job-notice.tsx';
import JobApplicationForm from '#app/features/job-applications/components/job-application-form.island.tsx';
import { jobApplicationFormMessages } from '#app/features/job-applications/messages.ts';
import { ApplyByEmailLink, JobFacts } from '#app/features/careers/open-positions.tsx';
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
import { notFound } from './page-sections.tsx';
import { pageUrl } from '#contract/page-urls.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { content, language } = context;
  // Only an open post has a page: a closed or unknown one is not found.
  const [settings, job] = await Promise.all([content.settings(language), content.careers.item(params.slug, language)]);
  if (!job) {
    // A post that no longer takes applications says so (410 Gone), rather than being not found.
    const closedTitle = await content.closedJobTitle(params.slug, language);
    if (!closedTitle) throw await notFound(context);
    return data({ closed: true as const, title: closedTitle }, { status: 410 });
  }
  const pagePaths = ownItemPaths('/careers', job, params.slug, language);
  return { closed: false as const, language, job, pagePaths, settings };
}

/** Its title in the breadcrumb trail. */
export const handle: BreadcrumbHandle = {
  breadcrumb: (data: Route.ComponentProps['loaderData']) => (data.closed ? data.title : data.job.title),
};

export function meta(args: Route.MetaArgs) {
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!args.data) return [];
  if (args.data.closed) {
    return [
      ...seoMeta(args, { title: args.data.title, description: args.data.title }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  return seoMeta(args, { title: args.data.job.title, description: args.data.job.summary, ...itemSeo(args.data.job) });
}

/** One open job post: its facts, the full description and how to apply (Google's job search reads its JobPosting). */
export default function CareerDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.closed) return <ClosedJob title={loaderData.title} />;
  return <OpenJob {...loaderData} />;
}

/** A closed or expired post: its title and why no one can apply any more. */
function ClosedJob({ title }: { title: string }) {
  const t = useT(careersMessages);
  return (
    <article>
      <PageHero badge={t('hero.badge')} title={title}>
        <BackLink to="/careers" label={t('detail.back')} tone="hero" />
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
        <ClosedJobNotice />
      </div>
    </article>
  );
}

function OpenJob({
  job,
  settings,
  language,
  pagePaths,
}: Extract<Route.ComponentProps['loaderData'], { closed: false }>) {
  const t = useT(careersMessages);
  const apply = useT(jobApplicationFormMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
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
      </div>
      <section id="apply" aria-labelledby="job-application-title" className="scroll-mt-24 bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <h2 id="job-application-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {apply('section.title')}
          </h2>
          <p className="mt-3 text-slate-600">{apply('section.subtitle')}</p>
          <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <JobApplicationForm slug={job.slug} />
          </div>
          <noscript>
            <p className="mt-6 text-slate-700">{apply('no_script')}</p>
            <ApplyByEmailLink job={job} email={settings.contact.email} />
          </noscript>
        </div>
      </section>
    </article>
  );
}
