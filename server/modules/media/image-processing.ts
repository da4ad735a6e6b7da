import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_KINDS, type ImageFormat, type ImageKind } from '#contract/images.ts';
import type { MediaAcceptedType } from '#contract/schemas/media.ts';

/** Decoding refuses larger images (decompression bombs: a small PNG can hold a huge bitmap). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** What sharp's decoder reports for each accepted type: the content must agree with its magic number. */
const SHARP_FORMATS: Record<MediaAcceptedType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

export class UndecodableImageError extends Error {
  override name = 'UndecodableImageError';
}

export interface EncodedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

export function variantHeight(kind: ImageKind, width: number): number {
  const ratio = IMAGE_KINDS[kind];
  return Math.round((width * ratio.height) / ratio.width);
}

const inputOptions = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;

/**
 * Decodes the upload, turns it upright (EXIF orientation), crops it once to the kind's aspect
 * ratio around its most salient part, then encodes every width of the kind as WebP and AVIF.
 * The outputs carry no metadata (EXIF, GPS, XMP, comments): only pixels survive.
 */
export async function encodeVariants(
  input: Buffer,
  type: MediaAcceptedType,
  kind: ImageKind,
): Promise<EncodedVariant[]> {
  const { widths } = IMAGE_KINDS[kind];
  const largest = Math.max(...widths);
  let cropped: { data: Buffer; info: sharp.OutputInfo };
  try {
    const metadata = await sharp(input, inputOptions).metadata();
    if (metadata.format !== SHARP_FORMATS[type]) throw new UndecodableImageError(`decoded as ${metadata.format}`);
    if (type === 'image/avif' && metadata.compression !== 'av1') throw new UndecodableImageError('HEIF without AV1');
    cropped = await sharp(input, inputOptions)
      .rotate()
      .resize(largest, variantHeight(kind, largest), { fit: 'cover', position: 'attention' })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof UndecodableImageError) throw error;
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }

  const raw = { raw: { width: cropped.info.width, height: cropped.info.height, channels: cropped.info.channels } };
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    const height = variantHeight(kind, width);
    for (const format of IMAGE_FORMATS) {
      const pipeline = sharp(cropped.data, raw).resize(width, height, { fit: 'fill' });
      const data =
        format === 'webp'
          ? await pipeline.webp({ quality: 80, effort: 4 }).toBuffer()
          : await pipeline.avif({ quality: 55, effort: 4 }).toBuffer();
      variants.push({ format, width, height, data });
    }
  }
  return variants;
}
