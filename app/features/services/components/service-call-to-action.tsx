import { ArrowRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { whatsAppMessages } from '#app/components/whatsapp/messages.ts';
import type { WhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { WHATSAPP_BUTTON_CLASS, WhatsAppLink } from '#app/components/whatsapp/whatsapp-link.tsx';
import { servicesMessages } from '../messages.ts';

/** Closing band of a service page: ask for a quote, or talk about it on WhatsApp. */
export function ServiceCallToAction({ serviceName, whatsApp }: { serviceName: string; whatsApp: WhatsAppChat | null }) {
  const t = useT(servicesMessages);
  const tWhatsApp = useT(whatsAppMessages);
  return (
    <section aria-labelledby="service-cta-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-4xl px-5 text-center sm:px-8">
        <h2 id="service-cta-title" className="text-2xl font-bold sm:text-3xl">
          {t('detail.cta_title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{t('detail.cta_description')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/contact"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-950 hover:bg-accent-400"
          >
            {t('detail.cta_quote', { service: serviceName })}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          {whatsApp ? (
            <WhatsAppLink chat={whatsApp} className={`${WHATSAPP_BUTTON_CLASS} px-6 py-3.5`}>
              {tWhatsApp('chat_about', { service: serviceName })}
            </WhatsAppLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
