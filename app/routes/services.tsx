import { ArrowRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useActiveServices } from '#app/features/services/api/get-active-services.ts';
import { ServiceGrid } from '#app/features/services/components/service-grid.tsx';
import { servicesMessages } from '#app/features/services/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/services';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [services, intro] = await Promise.all([
    context.content.services.all(context.language),
    loadSitePage(context, 'services', request),
  ]);
  return { language: context.language, services, intro };
}

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(servicesMessages, language, 'list.meta_title'),
    description: translate(servicesMessages, language, 'list.meta_description'),
    ...(args.data ? itemSeo(args.data.intro.page) : {}),
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const t = useT(servicesMessages);
  const { data } = useActiveServices(loaderData.language, loaderData.services);
  return (
    <>
      <PageSections sections={loaderData.intro.page.sections} data={loaderData.intro.sectionData} />
      <section aria-labelledby="services-list-title" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-5 sm:px-8">
          <h2 id="services-list-title" className="sr-only">
            {t('list.heading')}
          </h2>
          <ServiceGrid services={data} firstRowEager />
        </div>
      </section>
      <section aria-labelledby="services-cta-title" className="bg-brand-900 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-4xl px-5 text-center sm:px-8">
          <h2 id="services-cta-title" className="text-2xl font-bold sm:text-3xl">
            {t('list.cta_title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{t('list.cta_description')}</p>
          <Link
            to="/contact"
            className="mt-8 inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-950 hover:bg-accent-400"
          >
            {t('list.cta_contact')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>
    </>
  );
}
