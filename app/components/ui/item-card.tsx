import type { ReactNode } from 'react';
import { CARD_GRID_IMAGE_SIZES } from './image-sizes.ts';
import { Link } from './localized-link.tsx';
import { type ImageLoading, ResponsiveImage } from './responsive-image.tsx';

/**
 * A card of a list of items (an article, a project, an event): its cover, what comes before the
 * title (a date, a category), the title as the link of the whole card, then the rest. On a phone the
 * cover is a thumbnail beside the text (ADR 0074): the first screen is led by the list's words, and a
 * phone downloads a small picture.
 */
export function ItemCard({
  cover,
  title,
  href,
  loading = 'lazy',
  before,
  children,
}: {
  cover: string | null;
  title: string;
  href: string;
  loading?: ImageLoading;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="relative flex h-full flex-row-reverse items-start overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:flex-col sm:items-stretch">
      {cover ? (
        <div className="mt-5 mr-5 w-28 shrink-0 overflow-hidden rounded-lg sm:m-0 sm:w-full sm:rounded-none">
          <ResponsiveImage
            base={cover}
            kind="cover"
            alt=""
            sizes={CARD_GRID_IMAGE_SIZES}
            loading={loading}
            className="aspect-[3/2] h-auto w-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col self-stretch p-5 sm:p-6">
        {before}
        <h3 className={`${before ? 'mt-2 ' : ''}text-lg font-semibold text-slate-900 sm:text-xl`}>
          <Link
            to={href}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
          >
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}
