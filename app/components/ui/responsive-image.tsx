import { type ImageKind, imageSize, imageSrcSet, imageUrl } from '#contract/images.ts';

/** Lazy below the fold; eager in the first screen; `priority` for the largest image of the first screen. */
export type ImageLoading = 'lazy' | 'eager' | 'priority';

/** Cards sit three to a row on wide screens: the first row is in the first screen, the first card leads. */
const CARDS_PER_ROW = 3;
export const cardImageLoading = (index: number): ImageLoading =>
  index === 0 ? 'priority' : index < CARDS_PER_ROW ? 'eager' : 'lazy';

interface ResponsiveImageProps {
  /** Base path of the image: the files are `{base}-{width}.{format}`. */
  base: string;
  kind: ImageKind;
  alt: string;
  /** The image's rendered width per viewport, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  loading?: ImageLoading;
}

/** AVIF then WebP at each width, with the intrinsic size reserved so nothing shifts while it loads. */
export function ResponsiveImage({ base, kind, alt, sizes, className, loading = 'lazy' }: ResponsiveImageProps) {
  const { width, height } = imageSize(kind);
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(base, kind, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(base, kind, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(base, width)}
        alt={alt}
        width={width}
        height={height}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding="async"
        fetchPriority={loading === 'priority' ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
