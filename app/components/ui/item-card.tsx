import type { ReactNode } from 'react';
import { CARD_GRID_IMAGE_SIZES } from './image-sizes.ts';
import { Link } from './localized-link.tsx';
import { type ImageLoading, ResponsiveImage } from './responsive-image.tsx';

/**
 * A card of a list of items (an article, a project, an event): its cover, what comes before the
 * title (a date, a category), the title as the link of the whole card, then the rest.
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
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      {cover ? (
        <ResponsiveImage
          base={cover}
          kind="cover"
          alt=""
          sizes={CARD_GRID_IMAGE_SIZES}
          loading={loading}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {before}
        <h3 className={`${before ? 'mt-2 ' : ''}text-xl font-semibold text-slate-900`}>
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
