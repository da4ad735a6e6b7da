import { describe, expect, it } from 'vitest';
import { formatHour } from './format-hours.ts';
import { officeDirectionsUrl, officeMapEmbedUrl } from './office-location.ts';

describe('office map links', () => {
  it('boxes the office 0.01 degrees around it, without floating-point noise', () => {
    expect(officeMapEmbedUrl(9.7906, -13.5147)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-13.5247,9.7806,-13.5047,9.8006&layer=mapnik&marker=9.7906,-13.5147',
    );
  });

  it('routes to the office in Google Maps and in OpenStreetMap', () => {
    expect(officeDirectionsUrl(9.7906, -13.5147, 'google')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=9.7906,-13.5147',
    );
    expect(officeDirectionsUrl(9.7906, -13.5147, 'openstreetmap')).toBe(
      'https://www.openstreetmap.org/directions?to=9.7906,-13.5147',
    );
  });
});

describe('formatHour', () => {
  it('writes French hours the way the spec does', () => {
    expect(formatHour('08:00', 'fr')).toBe('8h');
    expect(formatHour('18:00', 'fr')).toBe('18h');
    expect(formatHour('09:30', 'fr')).toBe('9h30');
  });

  it('writes English hours on the 12-hour clock', () => {
    expect(formatHour('08:00', 'en')).toBe('8 AM');
    expect(formatHour('18:00', 'en')).toBe('6 PM');
    expect(formatHour('09:30', 'en')).toBe('9:30 AM');
  });
});
