import { ArrowRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';
import type { PublicService } from '#contract/schemas/service.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useFeaturedServices } from '../api/get-featured-services.ts';
import { servicesMessages } from '../messages.ts';
import { ServiceGrid } from './service-grid.tsx';

/** A page's featured services: at most `count` cards, under the title staff gave the section. */
export function FeaturedServicesSection({
  initialServices,
  heading,
  count,
}: {
  initialServices?: PublicService[];
  heading: SectionHeading;
  count: number;
}) {
  const t = useT(servicesMessages);
  const { language } = useLanguage();
  const { data } = useFeaturedServices(language, initialServices);
  return (
    <section aria-labelledby={heading.id} className="bg-slate-50 py-10 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={heading} />
        <ServiceGrid services={data?.slice(0, count)} />
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
