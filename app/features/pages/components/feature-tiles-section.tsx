import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import { SectionTitle } from '#app/components/ui/section-title.tsx';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';

type FeatureTiles = Extract<PublicPageSection, { type: 'feature_tiles' }>;

/** A few reasons or features, each an icon, a title and a text (the home page's "why choose us"). */
export function FeatureTilesSection({ section, headingId }: { section: FeatureTiles; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="bg-white py-10 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={{ id: headingId, title: section.title, subtitle: section.subtitle }} />
        {/* Two columns even on a phone: short tiles, not a column of tall cards. */}
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-10 sm:gap-6 lg:grid-cols-4">
          {section.tiles.map((tile, index) => (
            <li key={index} className="rounded-2xl p-4 ring-1 ring-slate-200 sm:p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-500 text-slate-950 sm:size-12">
                <ServiceIcon name={tile.icon} className="size-5 sm:size-6" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900 sm:mt-4 sm:text-lg">{tile.title}</h3>
              <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{tile.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
