import { IMAGE_KINDS, type ImageKind, imageSize, imageSrcSet, imageUrl } from '#contract/images.ts';
import { useLightMode } from '#app/lib/light-mode.tsx';
import { AfterFirstPaint, EMPTY_PIXEL } from './after-first-paint.tsx';

/**
 * Lazy below the fold; eager in the first screen; `priority` for the largest image of the first screen.
 * An eager image that is not the `priority` one is fetched at low priority: on a slow link it must not
 * take the bandwidth of the largest one, nor of the style and scripts (a card beside the first, which
 * a phone shows only when scrolled to).
 */
export type ImageLoading = 'lazy' | 'eager' | 'priority';

/** Cards sit three to a row on wide screens: the first row is in the first screen, the first card leads. */
const CARDS_PER_ROW = 3;
export const cardImageLoading = (index: number, perRow = CARDS_PER_ROW): ImageLoading =>
  index === 0 ? 'priority' : index < perRow ? 'eager' : 'lazy';

interface ResponsiveImageProps {
  /** Base path of the image: the files are `{base}-{width}.{format}`. */
  base: string;
  kind: ImageKind;
  alt: string;
  /** The image's rendered width per viewport, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  loading?: ImageLoading;
  /**
   * Only screens at least this wide (px) fetch the picture; narrower ones get an empty pixel and
   * never download it (an image hidden with CSS alone would still be fetched on a phone's data).
   */
  fromWidth?: number;
}

const FETCH_PRIORITY = { priority: 'high', eager: 'low', lazy: 'auto' } as const;

/**
 * Tailwind's `sm`: narrower screens are phones, whose first screen is led by words (ADR 0074), so
 * even the `priority` picture waits there for the text to be on screen (ADR 0076).
 */
const PHONE_BELOW = 640;

/** The screens a picture is for: the others match none of its sources, get an empty pixel and hide it. */
interface Screens {
  media?: string | undefined;
  hide?: string;
}
const WIDER_SCREENS: Screens = { media: `(min-width: ${PHONE_BELOW}px)`, hide: 'max-sm:hidden' };
const PHONES: Screens = { media: `not all and (min-width: ${PHONE_BELOW}px)`, hide: 'sm:hidden' };

/**
 * AVIF then WebP at each width, with the intrinsic size reserved so nothing shifts while it loads.
 * In light mode (ADR 0015) a decorative image (empty alt) is left out and the others come at their
 * smallest width only.
 */
export function ResponsiveImage({
  base,
  kind,
  alt,
  sizes,
  className,
  loading = 'lazy',
  fromWidth,
}: ResponsiveImageProps) {
  const light = useLightMode();
  const { width, height } = imageSize(kind);
  if (light && alt === '') return null;
  const smallest = IMAGE_KINDS[kind].widths[0];
  const srcSet = (format: 'avif' | 'webp') =>
    light ? imageUrl(base, smallest, format) : imageSrcSet(base, kind, format);
  const classesFor = ({ hide }: Screens) => [className, hide].filter(Boolean).join(' ') || undefined;
  const picture = (screens: Screens) => (
    <picture>
      <source type="image/avif" media={screens.media} srcSet={srcSet('avif')} sizes={light ? undefined : sizes} />
      <source type="image/webp" media={screens.media} srcSet={srcSet('webp')} sizes={light ? undefined : sizes} />
      <img
        src={screens.media ? EMPTY_PIXEL : imageUrl(base, light ? smallest : width)}
        alt={alt}
        width={width}
        height={height}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        // The largest image of the first screen is painted with the text, not in a frame after it.
        decoding={loading === 'priority' ? undefined : 'async'}
        fetchPriority={FETCH_PRIORITY[loading]}
        className={classesFor(screens)}
      />
    </picture>
  );
  const afterFirstPaint = (screens: Screens) => (
    <AfterFirstPaint width={width} height={height} className={classesFor(screens)}>
      {picture(screens)}
    </AfterFirstPaint>
  );
  // Every screen, or from `fromWidth` up.
  const ownScreens: Screens = { media: fromWidth ? `(min-width: ${fromWidth}px)` : undefined };
  // Any picture but the first is fetched once the text is on screen (ADR 0060).
  if (loading !== 'priority') return afterFirstPaint(ownScreens);
  // Shown from `fromWidth` up only (never on a phone): one picture, asked for with the document.
  if (fromWidth) return picture(ownScreens);
  // The first picture leads a wider screen only; a phone asks for it once the text is on screen.
  return (
    <>
      {picture(WIDER_SCREENS)}
      {afterFirstPaint(PHONES)}
    </>
  );
}
