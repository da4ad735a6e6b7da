import { Clock } from 'lucide-react';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { formatHour } from '../format-hours.ts';
import { contactMessages } from '../messages.ts';

const DAYS = ['weekdays', 'saturday', 'sunday'] as const;

/** Mon-Fri, Saturday and Sunday hours from the settings, "Fermé"/"Closed" when a day has none. */
export function OpeningHoursCard({ hours }: { hours: PublicSettings['hours'] }) {
  const t = useT(contactMessages);
  const { language } = useLanguage();
  return (
    <section
      aria-labelledby="contact-hours-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-hours-title" className="flex items-center gap-3 text-2xl font-bold text-slate-900">
        <Clock aria-hidden="true" className="size-6 text-brand-700" />
        {t('hours.title')}
      </h2>
      <dl className="mt-6 divide-y divide-slate-200">
        {DAYS.map((day) => {
          const { open, close } = hours[day];
          return (
            <div key={day} className="flex justify-between gap-4 py-3">
              <dt className="text-slate-700">{t(`hours.${day}`)}</dt>
              <dd className="font-semibold text-slate-900">
                {open && close
                  ? t('hours.range', { open: formatHour(open, language), close: formatHour(close, language) })
                  : t('hours.closed')}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
