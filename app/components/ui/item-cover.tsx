import { ResponsiveImage } from './responsive-image.tsx';

/**
 * An item page's cover, the largest picture of its first screen from `sm`: as wide as its column
 * there, and on a phone two fifths of it, beside the words that follow (ADR 0074), so that the first
 * screen is led by the page's words. Put it first in a `flow-root` box with those words.
 */
export function ItemCover({ base, alt, sizes }: { base: string; alt: string; sizes: string }) {
  return (
    <div className="float-right mb-3 ml-4 w-2/5 sm:float-none sm:mb-0 sm:ml-0 sm:w-full">
      <ResponsiveImage
        base={base}
        kind="cover"
        alt={alt}
        sizes={sizes}
        className="aspect-[3/2] h-auto w-full rounded-lg object-cover shadow-sm sm:rounded-2xl"
        loading="priority"
      />
    </div>
  );
}
