import { data } from 'react-router';
import { EVENTS_PATH } from '#app/features/events/event-parts.tsx';
import type { Route } from './+types/event-calendar';
import { pageUrl } from '#contract/page-urls.ts';

/*
 * An event as an iCalendar file (RFC 5545), for "Add to my calendar": phones and mail clients open
 * it and offer to add the event. Times are written in UTC (Conakry's time is GMT all year).
 */

export interface CalendarEvent {
  /** Stable across changes, so adding it again updates the same entry. */
  uid: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  location: string | null;
  url: string;
  /** When it last changed (DTSTAMP). */
  changedAt: string;
}

/** "2026-12-12T09:00:00.000Z" as "20261212T090000Z". */
function utcStamp(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A text value: backslash, comma, semicolon and line breaks escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 bytes folded (a CRLF and a space), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 bytes; the next ones 74 after their leading space.
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += character;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole file: one event, its lines folded, CRLF line ends. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Weltaare//Events//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.changedAt)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    ...(event.endsAt ? [`DTEND:${utcStamp(event.endsAt)}`] : []),
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(`${event.description}\n\n${event.url}`)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

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
