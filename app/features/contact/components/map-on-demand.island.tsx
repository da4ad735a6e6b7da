import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { defineIsland } from '#app/islands/define-island.tsx';
import { contactMessages } from '../messages.ts';
import { OfficeMapFrame } from './office-map-frame.tsx';

/**
 * Light mode's map (ADR 0015): nothing is loaded from the map's site until the visitor asks. Without
 * JavaScript the button is a link to the same map.
 */
function MapOnDemand({ src, address }: { src: string; address: string }) {
  const t = useT(contactMessages);
  const [shown, setShown] = useState(false);
  if (shown) return <OfficeMapFrame src={src} address={address} />;
  return (
    <div className="mt-5 flex h-80 flex-col items-center justify-center gap-3 rounded-xl bg-slate-100 p-6 text-center">
      <a
        href={src}
        onClick={(event) => {
          event.preventDefault();
          setShown(true);
        }}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <MapPin aria-hidden="true" className="size-5" />
        {t('map.show')}
      </a>
      <p className="text-sm text-slate-700">{t('map.light_hint')}</p>
    </div>
  );
}

export default defineIsland('map-on-demand', MapOnDemand, 'visible');
