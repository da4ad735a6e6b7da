import { IMAGE_KINDS, type ImageKind } from './images.ts';

/** An image's width in a text column: the whole phone, at most the article's measure on wider screens. */
export const RICH_TEXT_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

/** A file of the library, `/media/…/{base}-{width}.{format}`: its base path and width. */
export function uploadedImageFile(src: string): { base: string; width: number } | null {
  const match = /^(\/media\/[A-Za-z0-9/_-]+)-(\d{2,4})\.(?:webp|avif)$/.exec(src);
  return match?.[1] && match[2] ? { base: match[1], width: Number(match[2]) } : null;
}

/** The kind of an image inside a text, known from the size of its largest variant; null when none has it. */
export function richTextImageKind(width: number, height: number): ImageKind | null {
  for (const [kind, spec] of Object.entries(IMAGE_KINDS) as [ImageKind, (typeof IMAGE_KINDS)[ImageKind]][]) {
    const largest = spec.widths[spec.widths.length - 1];
    if (width === largest && Math.abs(width * spec.height - height * spec.width) <= spec.width) return kind;
  }
  return null;
}
