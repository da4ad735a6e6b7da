import { COMPANY_TIME_ZONE } from '#contract/constants.ts';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** How far the company's clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: Date): number {
  const get = (type: string) => Number(parts.formatToParts(instant).find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/** An ISO 8601 instant as a datetime-local input shows it on the company's clock, to the minute. */
export function toCompanyInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const shifted = new Date(date.getTime() + offsetMs(date));
  return shifted.toISOString().slice(0, 16);
}

/** A datetime-local value read on the company's clock, as an ISO 8601 instant; null when empty or invalid. */
export function fromCompanyInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const asUtc = new Date(`${value}:00Z`);
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString().slice(0, 16) !== value) return null;
  return new Date(asUtc.getTime() - offsetMs(asUtc)).toISOString();
}
