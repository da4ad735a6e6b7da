import { COMPANY } from '#contract/constants.ts';

/** Six decimals (about 10 cm) keep the URL free of floating-point noise like 9.800600000000001. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** OpenStreetMap embed of the office, the box extending COMPANY.mapBoxDegrees around it. */
export function officeMapEmbedUrl(latitude: number, longitude: number): string {
  const d = COMPANY.mapBoxDegrees;
  const bbox = [longitude - d, latitude - d, longitude + d, latitude + d].map(coordinate).join(',');
  const marker = `${coordinate(latitude)},${coordinate(longitude)}`;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker}`;
}

/** The maps people here route with: Google Maps, which most phones open in its app, and OpenStreetMap. */
export const DIRECTIONS_PROVIDERS = ['google', 'openstreetmap'] as const;
export type DirectionsProvider = (typeof DIRECTIONS_PROVIDERS)[number];

/** A route to the office, from wherever the visitor is, in the provider's maps. */
export function officeDirectionsUrl(latitude: number, longitude: number, provider: DirectionsProvider): string {
  const to = `${coordinate(latitude)},${coordinate(longitude)}`;
  return provider === 'google'
    ? `https://www.google.com/maps/dir/?api=1&destination=${to}`
    : `https://www.openstreetmap.org/directions?to=${to}`;
}
