import { ArrowLeft } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicService } from '#contract/schemas/service.ts';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { whatsAppMessages } from '#app/components/whatsapp/messages.ts';
import type { WhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { WHATSAPP_BUTTON_CLASS, WhatsAppLink } from '#app/components/whatsapp/whatsapp-link.tsx';
import { servicesMessages } from '../messages.ts';
import { ServicePrice } from './service-price.tsx';

/** The service page's h1 band: back link, icon, name, short description and the WhatsApp button. */
export function ServiceHero({ service, whatsApp }: { service: PublicService; whatsApp: WhatsAppChat | null }) {
  const t = useT(servicesMessages);
  const tWhatsApp = useT(whatsAppMessages);
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
        <ServicePrice priceFromGnf={service.price_from_gnf} className="mt-4 text-xl font-bold text-white" />
        {whatsApp ? (
          <WhatsAppLink chat={whatsApp} className={`${WHATSAPP_BUTTON_CLASS} mt-8 px-5 py-3`}>
            {tWhatsApp('chat')}
          </WhatsAppLink>
        ) : null}
      </div>
    </section>
  );
}
