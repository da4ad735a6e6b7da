import { ArrowRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicService } from '#contract/schemas/service.ts';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { servicesMessages } from '../messages.ts';

/** Links to every other active service, in the API's order. */
export function OtherServices({ services }: { services: Pick<PublicService, 'id' | 'slug' | 'name' | 'icon'>[] }) {
  const t = useT(servicesMessages);
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="other-services-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="other-services-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('detail.other_services')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <Link
                to={`/services/${service.slug}`}
                className="group flex items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-700"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ServiceIcon name={service.icon} className="size-6" />
                </span>
                <span className="flex-1 font-semibold text-slate-900 group-hover:text-brand-700">{service.name}</span>
                <ArrowRight aria-hidden="true" className="size-4 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
