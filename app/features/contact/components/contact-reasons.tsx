import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';

type FeatureTiles = Extract<PublicPageSection, { type: 'feature_tiles' }>;

/** The contact page's reasons to write (feature tiles staff write), as a column beside the form. */
export function ContactReasons({ section, headingId }: { section: FeatureTiles; headingId: string }) {
  const tiles = (
    <ul className="mt-6 space-y-5">
      {section.tiles.map((tile, index) => (
        <li key={index} className="flex gap-4">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-400">
            <ServiceIcon name={tile.icon} className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">{tile.title}</h3>
            <p className="mt-1 text-blue-100">{tile.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
  // Without a title, the tiles are read as the list they are, under the page's own heading.
  if (!section.title) return <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">{tiles}</div>;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {section.title}
      </h2>
      {section.subtitle ? <p className="mt-2 text-blue-100">{section.subtitle}</p> : null}
      {tiles}
    </section>
  );
}
