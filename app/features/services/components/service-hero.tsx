import { ArrowLeft } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicService } from '#contract/schemas/service.ts';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { servicesMessages } from '../messages.ts';

/** The service page's h1 band: back link, icon, name and short description. */
export function ServiceHero({ service }: { service: PublicService }) {
  const t = useT(servicesMessages);
  return (
    <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20">
        <Link
          to="/services"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-100 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('detail.all_services')}
        </Link>
        <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/30">
            <ServiceIcon name={service.icon} className="size-8" />
          </span>
          <div>
            <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">{t('detail.badge')}</p>
            <h1 className="mt-1 text-3xl leading-tight font-extrabold sm:text-5xl">{service.name}</h1>
          </div>
        </div>
        <p className="mt-6 max-w-3xl text-lg text-blue-100">{service.short_description}</p>
      </div>
    </section>
  );
}
