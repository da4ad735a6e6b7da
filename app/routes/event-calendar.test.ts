import { describe, expect, it } from 'vitest';
import { calendarFile } from './event-calendar.tsx';

const EVENT = {
  uid: 'event-7@weltaare.com',
  title: 'Atelier : créer son site, pas à pas',
  description: 'Une matinée; trois exercices, un site en ligne.',
  startsAt: '2026-12-12T09:00:00.000Z',
  endsAt: '2026-12-12T12:30:00.000Z',
  location: 'Kaloum, Conakry',
  url: 'https://weltaare.com/evenements/atelier-site',
  changedAt: '2026-11-20T08:15:42.123Z',
};

describe('an event as a calendar file', () => {
  it('gives the times in UTC and escapes the texts', () => {
    const file = calendarFile(EVENT);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('\r\nDTSTART:20261212T090000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261212T123000Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261120T081542Z\r\n');
    expect(file).toContain('\r\nUID:event-7@weltaare.com\r\n');
    expect(file).toContain('\r\nSUMMARY:Atelier : créer son site\\, pas à pas\r\n');
    expect(file).toContain('\r\nLOCATION:Kaloum\\, Conakry\r\n');
  });

  it('folds long lines at 75 bytes without cutting a character', () => {
    const file = calendarFile({ ...EVENT, description: 'é'.repeat(100), endsAt: null, location: null });
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}\\n\\nhttps://weltaare.com/evenements/atelier-site`);
    expect(unfolded).not.toContain('DTEND');
    expect(unfolded).not.toContain('LOCATION');
  });
});
