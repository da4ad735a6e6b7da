import { ArrowRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicService } from '#contract/schemas/service.ts';
import type { ImageLoading } from '#app/components/ui/responsive-image.tsx';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { servicesMessages } from '../messages.ts';
import { ServicePrice } from './service-price.tsx';
import { ServiceVisual } from './service-visual.tsx';
import { CARD_RAIL_IMAGE_SIZES } from '#app/components/ui/image-sizes.ts';

/**
 * Image, icon, name, short description and a link to the service's page. A phone shows the card's
 * icon and words only (ADR 0074): in a row that scrolls sideways, its picture led the first screen of
 * the services page, and each card near the screen downloaded one.
 */
export function ServiceCard({
  service,
  headingLevel = 3,
  loading = 'lazy',
}: {
  service: PublicService;
  headingLevel?: 2 | 3;
  loading?: ImageLoading;
}) {
  const t = useT(servicesMessages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <ServiceVisual service={service} sizes={CARD_RAIL_IMAGE_SIZES} loading={loading} notOnPhones />
      <div className="flex flex-1 flex-col p-6">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon name={service.icon} className="size-6" />
        </span>
        <Heading className="mt-4 text-xl font-semibold text-slate-900">{service.name}</Heading>
        <p className="mt-2 flex-1 text-slate-600">{service.short_description}</p>
        <ServicePrice priceFromGnf={service.price_from_gnf} className="mt-3 font-semibold text-slate-900" />
        <Link
          to={`/services/${service.slug}`}
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
        >
          {/* The link's text names the service for screen readers and search engines alike. */}
          <span>
            {t('card.learn_more')}
            <span className="sr-only"> {t('card.learn_more_subject', { name: service.name })}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function ServiceCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="size-11 rounded-xl" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
