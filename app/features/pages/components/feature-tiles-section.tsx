import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import { SectionTitle } from '#app/components/ui/section-title.tsx';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';

type FeatureTiles = Extract<PublicPageSection, { type: 'feature_tiles' }>;
type Tile = FeatureTiles['tiles'][number];

function TileIcon({ tile }: { tile: Tile }) {
  return (
    <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-500 text-slate-950 sm:size-12">
      <ServiceIcon name={tile.icon} className="size-5 sm:size-6" />
    </span>
  );
}

/**
 * A few reasons or features, each an icon, a title and a text (the home page's "why choose us").
 * Without a title, each tile is a part of the page under its own heading (the mission, the vision).
 */
export function FeatureTilesSection({ section, headingId }: { section: FeatureTiles; headingId: string }) {
  if (!section.title) {
    return (
      <div className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-6 px-5 sm:px-8 md:grid-cols-2">
          {section.tiles.map((tile, index) => (
            <section
              key={index}
              aria-labelledby={`${headingId}-${index + 1}`}
              className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
            >
              <TileIcon tile={tile} />
              <h2 id={`${headingId}-${index + 1}`} className="mt-5 text-2xl font-bold text-slate-900">
                {tile.title}
              </h2>
              <p className="mt-3 text-slate-700">{tile.text}</p>
            </section>
          ))}
        </div>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="bg-white py-10 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={{ id: headingId, title: section.title, subtitle: section.subtitle }} />
        {/* Two columns even on a phone: short tiles, not a column of tall cards; rows of four or three. */}
        <ul
          className={`mt-8 grid grid-cols-2 gap-3 sm:mt-10 sm:gap-6 ${section.tiles.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
        >
          {section.tiles.map((tile, index) => (
            <li key={index} className="rounded-2xl p-4 ring-1 ring-slate-200 sm:p-6">
              <TileIcon tile={tile} />
              <h3 className="mt-3 font-semibold text-slate-900 sm:mt-4 sm:text-lg">{tile.title}</h3>
              <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{tile.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
