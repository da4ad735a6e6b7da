import { ArrowRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { DISPLAY_LIMITS } from '#contract/constants.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useFeaturedServices } from '../api/get-featured-services.ts';
import { servicesMessages } from '../messages.ts';
import { ServiceGrid } from './service-grid.tsx';

/** The home page's featured services: at most DISPLAY_LIMITS.homeServices cards. */
export function FeaturedServicesSection({ initialServices }: { initialServices?: PublicService[] }) {
  const t = useT(servicesMessages);
  const { language } = useLanguage();
  const { data } = useFeaturedServices(language, initialServices);
  return (
    <section aria-labelledby="featured-services-title" className="bg-slate-50 py-10 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="featured-services-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('featured.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('featured.subtitle')}</p>
        <ServiceGrid services={data?.slice(0, DISPLAY_LIMITS.homeServices)} />
        <p className="mt-8 sm:mt-10">
          <Link
            to="/services"
            className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('featured.all')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
