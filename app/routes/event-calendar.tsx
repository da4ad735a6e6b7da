import { data } from 'react-router';
import { pageUrl } from '#contract/page-urls.ts';
import { calendarFile } from '#app/features/events/calendar-file.ts';
import { EVENTS_PATH } from '#app/features/events/event-parts.tsx';
import type { Route } from './+types/event-calendar';

/** {event}/agenda.ics: the event as a calendar file, in the page's language. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { content, language, publicOrigin } = context;
  const event = params.slug.length <= 200 ? await content.events.item(params.slug, language) : null;
  if (!event) throw data(null, { status: 404 });
  const file = calendarFile({
    uid: `event-${event.id}@${new URL(publicOrigin).hostname}`,
    title: event.title,
    description: event.summary,
    startsAt: event.starts_at,
    endsAt: event.ends_at,
    location: event.place ?? event.online_url,
    url: pageUrl(publicOrigin, `${EVENTS_PATH}/${event.slug}`, language),
    changedAt: event.updated_at,
  });
  return new Response(file, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.slug}.ics"`,
    },
  });
}
