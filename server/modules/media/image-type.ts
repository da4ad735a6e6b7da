import type { MediaAcceptedType } from '#contract/schemas/media.ts';

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.subarray(start, end).toString('latin1');
}

/** AVIF: an ISO-BMFF `ftyp` box whose major or a compatible brand is `avif` (still) or `avis` (sequence). */
function isAvif(buffer: Buffer): boolean {
  if (buffer.length < 16 || ascii(buffer, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length, 256);
  const brands = [ascii(buffer, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(buffer, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * The image type of an upload, from its first bytes (magic numbers) only: the file name and
 * the type the client declares are never trusted. Anything else (SVG, GIF, PDF, HEIC...) is null.
 */
export function detectImageType(buffer: Buffer): MediaAcceptedType | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (buffer.length >= 12 && ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(buffer)) return 'image/avif';
  return null;
}
