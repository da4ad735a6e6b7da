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

export function officeDirectionsUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/directions?to=${coordinate(latitude)},${coordinate(longitude)}`;
}
