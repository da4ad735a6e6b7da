import { ArrowRight, CheckCircle2, ChevronDown } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicSolution } from '#contract/schemas/solution.ts';
import { type ImageLoading, ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';
import { solutionsMessages } from '#app/features/solutions/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/solutions';
import { RICH_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';
import { halfFromLargeSizes } from '#app/components/ui/image-sizes.ts';

/** Styles for the sanitized HTML bodies written in the admin. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [solutions, intro] = await Promise.all([
    context.content.solutions.all(context.language),
    loadSitePage(context, 'solutions', request),
  ]);
  return { language: context.language, solutions, intro };
}

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(solutionsMessages, language, 'meta.title'),
    description: translate(solutionsMessages, language, 'meta.description'),
    ...(args.data ? itemSeo(args.data.intro.page) : {}),
  });
}

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const t = useT(solutionsMessages);
  const { solutions } = loaderData;
  return (
    <>
      <PageSections
        sections={loaderData.intro.page.sections}
        data={loaderData.intro.sectionData}
        inHeader={
          solutions.length > 0 ? (
            <nav aria-label={t('nav.label')} className="mt-8">
              <ul className="flex flex-wrap gap-3">
                {solutions.map((solution) => (
                  <li key={solution.id}>
                    <a
                      href={`#${solution.slug}`}
                      className="inline-flex rounded-full border border-white/40 px-4 py-2 text-sm font-medium text-white hover:bg-white/10"
                    >
                      {solution.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null
        }
      />
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        {solutions.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <div className="flex flex-col gap-12 sm:gap-16">
            {solutions.map((solution, index) => (
              <SolutionSection
                key={solution.id}
                solution={solution}
                reversed={index % 2 === 1}
                loading={index === 0 ? 'priority' : 'lazy'}
              />
            ))}
          </div>
        )}
      </div>
      <BottomCallToAction />
    </>
  );
}

function SolutionSection({
  solution,
  reversed,
  loading,
}: {
  solution: PublicSolution;
  reversed: boolean;
  loading: ImageLoading;
}) {
  const t = useT(solutionsMessages);
  const titleId = `${solution.slug}-title`;
  return (
    <section
      id={solution.slug}
      aria-labelledby={titleId}
      className="flex scroll-mt-24 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid lg:grid-cols-2"
    >
      {solution.image ? (
        // On a phone the words come first: the first screen is led by them (ADR 0074).
        <div className={`order-last ${reversed ? 'lg:order-2' : 'lg:order-none'}`}>
          <ResponsiveImage
            base={solution.image}
            kind="cover"
            alt=""
            sizes={halfFromLargeSizes()}
            loading={loading}
            className="aspect-[3/2] h-auto w-full object-cover lg:h-full"
          />
        </div>
      ) : null}
      <div className={`flex flex-col p-6 sm:p-8 ${solution.image ? '' : 'lg:col-span-2'}`}>
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon name={solution.icon} className="size-6" />
        </span>
        <h2 id={titleId} className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
          {solution.name}
        </h2>
        <p className="mt-3 text-slate-700">{solution.summary}</p>
        {solution.features.length > 0 ? (
          <>
            <h3 className="mt-6 font-semibold text-slate-900">{t('features.title')}</h3>
            <ul className="mt-3 flex flex-col gap-2">
              {solution.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {solution.body ? (
          <details className="group mt-6 rounded-xl bg-slate-50 p-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
              {t('details.summary')}
              <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
            </summary>
            <div className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: solution.body }} />
          </details>
        ) : null}
        <Link
          to="/contact"
          aria-label={t('cta.button_for', { name: solution.name })}
          className="mt-6 inline-flex items-center justify-center gap-2 self-start rounded-lg bg-accent-500 px-5 py-3 font-semibold text-slate-950 hover:bg-accent-400"
        >
          {t('cta.button')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}

function BottomCallToAction() {
  const t = useT(solutionsMessages);
  return (
    <section aria-labelledby="solutions-cta-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-5 text-center sm:px-8">
        <h2 id="solutions-cta-title" className="text-3xl font-bold sm:text-4xl">
          {t('bottom_cta.title')}
        </h2>
        <p className="mt-4 text-lg text-blue-100">{t('bottom_cta.text')}</p>
        <Link
          to="/contact"
          className="mt-8 inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3.5 font-semibold text-brand-900 hover:bg-blue-100"
        >
          {t('bottom_cta.button')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
