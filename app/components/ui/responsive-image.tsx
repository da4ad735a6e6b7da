import { type ImageKind, imageSize, imageSrcSet, imageUrl } from '#contract/images.ts';

interface ResponsiveImageProps {
  /** Base path of the image: the files are `{base}-{width}.{format}`. */
  base: string;
  kind: ImageKind;
  alt: string;
  /** The image's rendered width per viewport, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  priority?: boolean;
}

/** AVIF then WebP at each width, with the intrinsic size reserved so nothing shifts while it loads. */
export function ResponsiveImage({ base, kind, alt, sizes, className, priority = false }: ResponsiveImageProps) {
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
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
