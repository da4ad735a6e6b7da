import { ExternalLink } from 'lucide-react';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { useLightMode } from '#app/lib/light-mode.tsx';
import { contactMessages } from '../messages.ts';
import { officeDirectionsUrl, officeMapEmbedUrl } from '../office-location.ts';
import MapOnDemand from './map-on-demand.island.tsx';
import { OfficeMapFrame } from './office-map-frame.tsx';

/** OpenStreetMap embed of the office (in light mode, only when asked) and a route to it in a new tab. */
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
      {light ? (
        <MapOnDemand src={src} address={contact.address} />
      ) : (
        <OfficeMapFrame src={src} address={contact.address} />
      )}
      <a
        href={officeDirectionsUrl(contact.latitude, contact.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-accent-500 px-5 py-3 font-semibold text-slate-950 hover:bg-accent-400"
      >
        {t('map.directions')}
        <span className="sr-only"> {t('map.new_tab')}</span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}
