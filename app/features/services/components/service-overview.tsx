import { Check } from 'lucide-react';
import type { PublicService } from '#contract/schemas/service.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { servicesMessages } from '../messages.ts';
import { ServiceVisual } from './service-visual.tsx';
import { halfFromLargeSizes } from '#app/components/ui/image-sizes.ts';
import type { ImageLoading } from '#app/components/ui/responsive-image.tsx';

/** The editor writes paragraphs separated by blank lines. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Picture, long description and the list of what the service includes. The picture is the page's
 * largest, fetched first, unless a tool comes before it (`pictureLoading`).
 */
export function ServiceOverview({
  service,
  pictureLoading = 'priority',
}: {
  service: PublicService;
  pictureLoading?: ImageLoading;
}) {
  const t = useT(servicesMessages);
  return (
    <section aria-labelledby="service-overview-title" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 sm:px-8 lg:grid-cols-2 lg:items-start">
        {/* On a phone the words come first: the first screen is led by them (ADR 0074). */}
        <div className="order-last overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200 lg:order-none">
          <ServiceVisual service={service} sizes={halfFromLargeSizes(40)} loading={pictureLoading} />
        </div>
        <div>
          <h2 id="service-overview-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('detail.overview')}
          </h2>
          {paragraphsOf(service.description).map((paragraph, index) => (
            <p key={index} className="mt-4 text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
      {service.features.length > 0 ? (
        <div className="mx-auto mt-16 max-w-6xl px-5 sm:px-8">
          <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('detail.features')}</h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {service.features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                <span className="text-slate-800">{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
