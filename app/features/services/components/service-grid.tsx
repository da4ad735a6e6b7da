import { DISPLAY_LIMITS } from '#contract/constants.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { CARD_RAIL_ITEM, CARD_RAIL_LIST, balancedColumns } from '#app/components/ui/card-rail.ts';
import { cardImageLoading } from '#app/components/ui/responsive-image.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { servicesMessages } from '../messages.ts';
import { ServiceCard, ServiceCardSkeleton } from './service-card.tsx';

/** Service cards (sideways on phones, a balanced grid above); skeletons while the list has not arrived, a message when it is empty. */
export function ServiceGrid({
  services,
  headingLevel = 3,
  firstRowEager = false,
}: {
  services: PublicService[] | undefined;
  headingLevel?: 2 | 3;
  /** The grid opens the page: its first row is not lazy-loaded. */
  firstRowEager?: boolean;
}) {
  const t = useT(servicesMessages);
  if (!services) {
    return (
      <div role="status" className="mt-10">
        <span className="sr-only">{t('loading')}</span>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: DISPLAY_LIMITS.servicesSkeletons }, (_, index) => (
            <li key={index}>
              <ServiceCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (services.length === 0) return <p className="mt-10 text-slate-600">{t('empty')}</p>;
  return (
    <ul className={`${CARD_RAIL_LIST} ${balancedColumns(services.length)}`}>
      {services.map((service, index) => (
        <li key={service.id} className={CARD_RAIL_ITEM}>
          <ServiceCard
            service={service}
            headingLevel={headingLevel}
            loading={firstRowEager ? cardImageLoading(index) : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
