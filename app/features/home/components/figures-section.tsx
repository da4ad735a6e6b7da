import { ANIMATION_MS } from '#contract/constants.ts';
import { numberFormat } from '#contract/intl-formats.ts';
import { LANGUAGE_OPTIONS } from '#contract/languages.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import AnimatedCounter from './animated-counter.island.tsx';

/**
 * The company figures an editor keeps up to date in the settings, counted up one after the other;
 * the title, the page section's, is for screen readers.
 */
export function FiguresSection({
  stats,
  title,
  headingId,
  animated,
}: {
  stats: PublicSettings['stats'];
  title: string;
  headingId: string;
  /** Counted up as they come into view (an island); else drawn as they are, with no JavaScript. */
  animated: boolean;
}) {
  const { language } = useLanguage();
  const format = numberFormat(LANGUAGE_OPTIONS[language].numberFormat);
  const figureClass = 'block text-4xl font-extrabold text-brand-800 sm:text-5xl';
  return (
    <section aria-labelledby={headingId} className="border-b border-slate-200 bg-white py-8 sm:py-16">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {stats.map((stat, index) => (
            <li key={stat.key} className="rounded-2xl bg-brand-50 px-4 py-4 text-center sm:py-6">
              {animated ? (
                <AnimatedCounter
                  value={stat.value}
                  suffix={stat.suffix}
                  duration={ANIMATION_MS.homeCounters}
                  delay={index * ANIMATION_MS.counterStagger}
                  className={figureClass}
                />
              ) : (
                <span className={figureClass}>
                  {format.format(stat.value)}
                  {stat.suffix}
                </span>
              )}
              <span className="mt-2 block font-medium text-slate-700">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
