import { useT } from '#app/i18n/i18n-context.tsx';
import { contactMessages } from '../messages.ts';

/** The OpenStreetMap embed of the office, as the page shows it and as light mode shows it on demand. */
export function OfficeMapFrame({ src, address }: { src: string; address: string }) {
  const t = useT(contactMessages);
  return (
    <iframe
      title={t('map.iframe_title', { address })}
      src={src}
      loading="lazy"
      height={320}
      className="mt-5 h-80 w-full rounded-xl border-0 bg-slate-100"
    />
  );
}
