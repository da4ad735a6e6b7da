import { CalendarDays, MapPin, Video } from 'lucide-react';
import type { PublicEvent, PublicEventSummary } from '#contract/content-kinds/events.ts';
import type { Language } from '#contract/languages.ts';
import { ItemCard } from '#app/components/ui/item-card.tsx';
import type { ImageLoading } from '#app/components/ui/responsive-image.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { formatDateTime, formatTime } from '#app/lib/format-date.ts';
import { eventMessages } from './messages.ts';

/** Events are held in Conakry's time (GMT, no summer time), whatever the server's or the phone's. */
export const EVENT_TIME_ZONE = 'Africa/Conakry';

/** The events' section, as French names it (/en/events in English: contract/page-urls.ts). */
export const EVENTS_PATH = '/evenements';

type Dated = Pick<PublicEventSummary, 'starts_at' | 'ends_at'>;

/** Over once its end (or, without one, its start) has passed. */
export function isPast(event: Dated, now: number): boolean {
  return Date.parse(event.ends_at ?? event.starts_at) < now;
}

/** Upcoming events, the soonest first, then past ones, the latest first. */
export function splitByDate<Event extends Dated>(events: readonly Event[], now: number) {
  const upcoming = events.filter((event) => !isPast(event, now));
  const past = events.filter((event) => isPast(event, now)).reverse();
  return { upcoming, past };
}

/** "12 déc. 2026, 09:00 – 12:00", or "… – 13 déc. 2026, 17:00" over several days. */
export function eventWhen(event: Dated, language: Language): string {
  const start = formatDateTime(event.starts_at, language, EVENT_TIME_ZONE);
  if (!event.ends_at) return start;
  const sameDay = event.starts_at.slice(0, 10) === event.ends_at.slice(0, 10);
  const end = sameDay
    ? formatTime(event.ends_at, language, EVENT_TIME_ZONE)
    : formatDateTime(event.ends_at, language, EVENT_TIME_ZONE);
  return `${start} – ${end}`;
}

/** When and where, as a short list under a title. */
export function EventFacts({ event, language }: { event: PublicEventSummary; language: Language }) {
  const t = useT(eventMessages);
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
      <li className="inline-flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span className="sr-only">{t('detail.when')} </span>
        <time dateTime={event.starts_at}>{eventWhen(event, language)}</time>
      </li>
      <li className="inline-flex items-center gap-2">
        {event.place ? (
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        ) : (
          <Video aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        )}
        <span className="sr-only">{t('detail.where')} </span>
        {event.place ?? t('card.online')}
      </li>
    </ul>
  );
}

/** Cover, title (the card's link), when and where, and summary of an event. */
export function EventCard({
  event,
  language,
  loading,
}: {
  event: PublicEventSummary;
  language: Language;
  loading?: ImageLoading;
}) {
  return (
    <ItemCard cover={event.cover_image} title={event.title} href={`${EVENTS_PATH}/${event.slug}`} loading={loading}>
      <div className="mt-3 flex flex-1 flex-col gap-3">
        <EventFacts event={event} language={language} />
        <p className="flex-1 text-slate-600">{event.summary}</p>
      </div>
    </ItemCard>
  );
}

/** schema.org's Event: when, where (a place, a link, or both) and who organises it. */
export function eventJsonLd(
  event: PublicEvent,
  { url, image, organizer }: { url: string; image: string | null; organizer: { id: string; name: string } },
): Record<string, unknown> {
  const mode = event.place && event.online_url ? 'Mixed' : event.place ? 'Offline' : 'Online';
  const locations = [
    ...(event.place ? [{ '@type': 'Place', name: event.place, address: event.place }] : []),
    ...(event.online_url || !event.place ? [{ '@type': 'VirtualLocation', url: event.online_url ?? url }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url,
    startDate: event.starts_at,
    ...(event.ends_at ? { endDate: event.ends_at } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: `https://schema.org/${mode}EventAttendanceMode`,
    location: locations.length === 1 ? locations[0] : locations,
    ...(image ? { image } : {}),
    organizer: { '@type': 'Organization', '@id': organizer.id, name: organizer.name },
  };
}
