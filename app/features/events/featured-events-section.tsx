import { ArrowRight } from 'lucide-react';
import type { PublicEventSummary } from '#contract/content-kinds/events.ts';
import { Link } from '#app/components/ui/localized-link.tsx';
import { cardImageLoading } from '#app/components/ui/responsive-image.tsx';
import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { EVENTS_PATH, EventCard } from './event-parts.tsx';
import { eventMessages } from './messages.ts';

/** A page's next events, the soonest first: at most `count`, none (no section) when nothing is coming. */
export function FeaturedEventsSection({
  upcoming,
  heading,
  count,
}: {
  upcoming: readonly PublicEventSummary[];
  heading: SectionHeading;
  count: number;
}) {
  const t = useT(eventMessages);
  const { language } = useLanguage();
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby={heading.id} className="py-10 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={heading} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {upcoming.slice(0, count).map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} language={language} loading={cardImageLoading(index)} />
            </li>
          ))}
        </ul>
        <p className="mt-8 sm:mt-10">
          <Link
            to={EVENTS_PATH}
            className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('detail.back')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
