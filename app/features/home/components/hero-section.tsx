import { ArrowRight } from 'lucide-react';
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import type { PublicProject } from '#contract/schemas/project.ts';
import { SectionLink } from '#app/components/ui/section-link.tsx';

/** Wide screens only: a phone keeps its data for the text and the two ways forward. */
const SHOWCASE_FROM_WIDTH = 1024;

type Hero = Extract<PublicPageSection, { type: 'hero' }>;

/**
 * Full-screen opening: badge, title, text, and up to two ways forward; on wide screens, the picture
 * staff chose beside them, or our work: the covers of the first two featured projects.
 */
export function HeroSection({ hero, projects = [] }: { hero: Hero; projects?: PublicProject[] }) {
  const covers = hero.image
    ? [hero.image]
    : projects.flatMap((project) => (project.cover_image ? [project.cover_image] : [])).slice(0, 2);
  return (
    // Full screen below the sticky header (h-16 and its 1 px border), the calls to action within a phone's first screen.
    <section className="relative flex min-h-[calc(100svh-4rem-1px)] items-center overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-5 py-10 sm:px-8 sm:py-20 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div>
          {hero.badge ? (
            <p className="mb-6 inline-flex rounded-full border border-white/30 bg-white/10 px-4 py-1.5 text-sm font-medium">
              {hero.badge}
            </p>
          ) : null}
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl lg:text-6xl">{hero.title}</h1>
          {hero.text ? <p className="mt-6 max-w-2xl text-lg text-blue-100 sm:text-xl">{hero.text}</p> : null}
          <div className="mt-8 flex flex-col gap-4 empty:hidden sm:mt-10 sm:flex-row">
            {hero.primary_label && hero.primary_link ? (
              <SectionLink
                to={hero.primary_link}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-950 hover:bg-accent-400"
              >
                {hero.primary_label}
                <ArrowRight aria-hidden="true" className="size-5" />
              </SectionLink>
            ) : null}
            {hero.secondary_label && hero.secondary_link ? (
              <SectionLink
                to={hero.secondary_link}
                className="inline-flex items-center justify-center rounded-lg border border-white/60 px-6 py-3.5 font-semibold text-white hover:bg-white/10"
              >
                {hero.secondary_label}
              </SectionLink>
            ) : null}
          </div>
        </div>
        {covers.length > 0 ? <Showcase covers={covers} /> : null}
      </div>
    </section>
  );
}

/** Two covers, one over the other, tilted like prints on a desk. Decorative: the text says it all. */
function Showcase({ covers }: { covers: string[] }) {
  const [front, back] = covers;
  return (
    <div className="relative hidden h-[24rem] lg:block">
      {back ? (
        <div className="absolute top-0 right-0 w-80 rotate-3 overflow-hidden rounded-2xl shadow-2xl ring-4 ring-white/15">
          <ResponsiveImage
            base={back}
            kind="cover"
            alt=""
            sizes="320px"
            loading="eager"
            fromWidth={SHOWCASE_FROM_WIDTH}
            className="aspect-[3/2] h-auto w-full"
          />
        </div>
      ) : null}
      {front ? (
        <div className="absolute bottom-0 left-0 w-[22rem] -rotate-2 overflow-hidden rounded-2xl shadow-2xl ring-4 ring-white/25">
          <ResponsiveImage
            base={front}
            kind="cover"
            alt=""
            sizes="352px"
            loading="priority"
            fromWidth={SHOWCASE_FROM_WIDTH}
            className="aspect-[3/2] h-auto w-full"
          />
        </div>
      ) : null}
    </div>
  );
}
