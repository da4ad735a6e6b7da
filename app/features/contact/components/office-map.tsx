import { ExternalLink } from 'lucide-react';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { contactMessages } from '../messages.ts';
import { officeDirectionsUrl, officeMapEmbedUrl } from '../office-location.ts';

/** OpenStreetMap embed of the office and a route to it in a new tab. */
export function OfficeMap({ contact }: { contact: PublicSettings['contact'] }) {
  const t = useT(contactMessages);
  return (
    <section
      aria-labelledby="contact-map-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-map-title" className="text-2xl font-bold text-slate-900">
        {t('map.title')}
      </h2>
      <p className="mt-2 text-slate-600">{contact.address}</p>
      <iframe
        title={t('map.iframe_title', { address: contact.address })}
        src={officeMapEmbedUrl(contact.latitude, contact.longitude)}
        loading="lazy"
        height={320}
        className="mt-5 h-80 w-full rounded-xl border-0 bg-slate-100"
      />
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
