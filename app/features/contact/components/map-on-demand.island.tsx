import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { defineIsland } from '#app/islands/define-island.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { contactMessages } from '../messages.ts';
import { OfficeMapFrame } from './office-map-frame.tsx';

/**
 * The office map, never in the page's HTML: the map's site costs a new connection, and its frame
 * would compete with the page's first paint (ADR 0030). In light mode (ADR 0015) it loads only when
 * the visitor asks; otherwise it loads as it comes near the screen (the island hydrates then).
 * Without JavaScript the button is a link to the same map.
 */
function MapOnDemand({ src, address, whenNear }: { src: string; address: string; whenNear: boolean }) {
  const t = useT(contactMessages);
  const hydrated = useHydrated();
  const [asked, setAsked] = useState(false);
  // The island hydrates as the map nears the screen: from then on, the frame.
  const shown = asked || (whenNear && hydrated);
  if (shown) return <OfficeMapFrame src={src} address={address} />;
  return (
    <div className="mt-5 flex h-80 flex-col items-center justify-center gap-3 rounded-xl bg-slate-100 p-6 text-center">
      <a
        href={src}
        onClick={(event) => {
          event.preventDefault();
          setAsked(true);
        }}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <MapPin aria-hidden="true" className="size-5" />
        {t('map.show')}
      </a>
      {whenNear ? null : <p className="text-sm text-slate-700">{t('map.light_hint')}</p>}
    </div>
  );
}

export default defineIsland('map-on-demand', MapOnDemand, 'visible');
