import { ExternalLink } from 'lucide-react';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { useLightMode } from '#app/lib/light-mode.tsx';
import { contactMessages } from '../messages.ts';
import { DIRECTIONS_PROVIDERS, officeDirectionsUrl, officeMapEmbedUrl } from '../office-location.ts';
import MapOnDemand from './map-on-demand.island.tsx';

/** OpenStreetMap embed of the office (near the screen, or in light mode when asked) and routes to it in Google Maps or OpenStreetMap, in a new tab. */
export function OfficeMap({ contact }: { contact: PublicSettings['contact'] }) {
  const t = useT(contactMessages);
  const light = useLightMode();
  const src = officeMapEmbedUrl(contact.latitude, contact.longitude);
  return (
    <section
      aria-labelledby="contact-map-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-map-title" className="text-2xl font-bold text-slate-900">
        {t('map.title')}
      </h2>
      <p className="mt-2 text-slate-600">{contact.address}</p>
      <MapOnDemand src={src} address={contact.address} whenNear={!light} />
      <div className="mt-5 flex flex-wrap gap-3">
        {DIRECTIONS_PROVIDERS.map((provider, index) => (
          <a
            key={provider}
            href={officeDirectionsUrl(contact.latitude, contact.longitude, provider)}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold ${
              index === 0
                ? 'bg-accent-500 text-slate-950 hover:bg-accent-400'
                : 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {t(`map.directions.${provider}`)}
            <span className="sr-only"> {t('map.new_tab')}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ))}
      </div>
    </section>
  );
}
