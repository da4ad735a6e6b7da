import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { whatsAppMessages } from '#app/components/whatsapp/messages.ts';
import type { WhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { WHATSAPP_BUTTON_CLASS, WhatsAppLink } from '#app/components/whatsapp/whatsapp-link.tsx';
import { formatHour } from '../format-hours.ts';
import { contactMessages } from '../messages.ts';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 space-y-1 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** Office, phone (and WhatsApp), email and weekday hours, all from the editable site settings: compact cards beside or below the form. */
export function ContactInfoCards({ settings, whatsApp }: { settings: PublicSettings; whatsApp: WhatsAppChat | null }) {
  const t = useT(contactMessages);
  const tWhatsApp = useT(whatsAppMessages);
  const { language } = useLanguage();
  const { contact, hours } = settings;
  const weekdays =
    hours.weekdays.open && hours.weekdays.close
      ? t('hours.range', {
          open: formatHour(hours.weekdays.open, language),
          close: formatHour(hours.weekdays.close, language),
        })
      : t('hours.closed');

  return (
    <section aria-labelledby="contact-info-title">
      <div>
        <h2 id="contact-info-title" className="sr-only">
          {t('info.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          <InfoCard icon={<MapPin aria-hidden="true" className="size-6" />} title={t('info.office.title')}>
            <p>{contact.address}</p>
          </InfoCard>
          <InfoCard icon={<Phone aria-hidden="true" className="size-6" />} title={t('info.phone.title')}>
            <p>
              <a
                href={`tel:${contact.phone.replace(/\s/g, '')}`}
                className="font-medium whitespace-nowrap text-brand-700 hover:underline"
              >
                {contact.phone}
              </a>
            </p>
            {hours.support_24_7 ? <p>{t('info.phone.availability')}</p> : null}
            {whatsApp ? (
              <p className="pt-2">
                <WhatsAppLink chat={whatsApp} className={`${WHATSAPP_BUTTON_CLASS} px-4 py-2 text-sm`}>
                  {tWhatsApp('chat')}
                </WhatsAppLink>
              </p>
            ) : null}
          </InfoCard>
          <InfoCard icon={<Mail aria-hidden="true" className="size-6" />} title={t('info.email.title')}>
            <p>
              <a href={`mailto:${contact.email}`} className="font-medium break-all text-brand-700 hover:underline">
                {contact.email}
              </a>
            </p>
            <p>{t('info.email.response')}</p>
          </InfoCard>
          <InfoCard icon={<Clock aria-hidden="true" className="size-6" />} title={t('info.hours.title')}>
            <p>{t('info.hours.weekdays', { hours: weekdays, timezone: hours.timezone })}</p>
          </InfoCard>
        </ul>
      </div>
    </section>
  );
}
