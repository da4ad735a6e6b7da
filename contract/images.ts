/**
 * Images are stored as a base path; the files beside it are `{base}-{width}.{format}`.
 * Each kind has one aspect ratio, so width and height are known before the image loads.
 */
export const IMAGE_KINDS = {
  cover: { width: 3, height: 2, widths: [480, 960] },
  portrait: { width: 1, height: 1, widths: [160, 320] },
  logo: { width: 2, height: 1, widths: [160, 320] },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function imageUrl(base: string, width: number, format: ImageFormat = 'webp'): string {
  return `${base}-${width}.${format}`;
}

export function imageSrcSet(base: string, kind: ImageKind, format: ImageFormat): string {
  return IMAGE_KINDS[kind].widths.map((width) => `${imageUrl(base, width, format)} ${width}w`).join(', ');
}

/** Intrinsic size of the largest variant: reserves the box and avoids layout shift. */
export function imageSize(kind: ImageKind): { width: number; height: number } {
  const { width, height, widths } = IMAGE_KINDS[kind];
  const largest = widths[widths.length - 1] ?? 0;
  return { width: largest, height: Math.round((largest * height) / width) };
}
