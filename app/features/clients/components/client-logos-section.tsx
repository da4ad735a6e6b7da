import { ExternalLink } from 'lucide-react';
import type { PublicClient } from '#contract/schemas/client.ts';
import { cardImageLoading, type ImageLoading, ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { clientsMessages } from '../messages.ts';

/**
 * Four logos to a row on a desktop, two on a phone: drawn whole-width, a phone's first logo was the
 * largest thing of its first screen, which is led by the page's words (ADR 0074).
 */
const LOGOS_PER_ROW = 4;

/** Every client's logo (its name when it has none), its sector and a link to its website, under the title staff gave. */
export function ClientLogosSection({ clients, heading }: { clients: PublicClient[]; heading: SectionHeading }) {
  const t = useT(clientsMessages);
  return (
    <section aria-labelledby={heading.id} className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={heading} />
        {clients.length === 0 ? (
          <p className="mt-10 text-slate-600">{t('logos.empty')}</p>
        ) : (
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {clients.map((client, index) => (
              <li key={client.id}>
                <ClientCard client={client} loading={cardImageLoading(index, LOGOS_PER_ROW)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ClientCard({ client, loading }: { client: PublicClient; loading: ImageLoading }) {
  const t = useT(clientsMessages);
  const logo = client.logo ? (
    <ResponsiveImage
      base={client.logo}
      kind="logo"
      alt={client.name}
      sizes="(min-width: 1024px) 240px, 45vw"
      className="aspect-[2/1] h-auto w-full object-contain"
      loading={loading}
    />
  ) : (
    <span className="flex aspect-[2/1] w-full items-center justify-center text-center text-lg font-bold text-slate-900">
      {client.name}
    </span>
  );
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      {client.website_url ? (
        <a
          href={client.website_url}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative block rounded-lg hover:opacity-90"
        >
          {logo}
          <span className="sr-only"> {t('logos.new_tab')}</span>
          <ExternalLink
            aria-hidden="true"
            className="absolute top-0 right-0 size-4 text-slate-500 group-hover:text-brand-700"
          />
        </a>
      ) : (
        logo
      )}
      <figcaption className="mt-4 text-center text-sm text-slate-600">
        <span className="sr-only">{t('logos.sector')} </span>
        {client.sector}
      </figcaption>
    </figure>
  );
}
