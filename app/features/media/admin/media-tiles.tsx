import type { ReactNode } from 'react';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { IMAGE_KINDS, imageUrl } from '#contract/images.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { LibraryMedia } from '#contract/schemas/media.ts';
import { mediaMessages } from './messages.ts';

/** "Utilisée 2 fois" / "Used twice"… how many content items show the image. */
export function usageCount(
  item: LibraryMedia,
  t: (key: 'card.unused' | 'card.used_once' | 'card.used_many', params?: { count: number }) => string,
) {
  const count = item.usages.length;
  if (count === 0) return t('card.unused');
  return count === 1 ? t('card.used_once') : t('card.used_many', { count });
}

/** A grid of library images: the picture, its name, its alt text and use, and one action each (open, choose). */
export function MediaTiles({
  label,
  items,
  action,
}: {
  label: string;
  items: LibraryMedia[];
  action: (item: LibraryMedia) => ReactNode;
}) {
  const t = useT(mediaMessages);
  const { language } = useLanguage();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => {
        const spec = IMAGE_KINDS[item.kind];
        const alt = pickLanguage(item.alt, language);
        return (
          <li
            key={item.id}
            className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            {/* One box for every format (a portrait is shown whole inside it), so the tiles line up. */}
            <img
              src={imageUrl(item.base, spec.widths[0])}
              alt={alt ?? ''}
              width={spec.widths[0]}
              height={Math.round((spec.widths[0] * spec.height) / spec.width)}
              loading="lazy"
              className="aspect-[3/2] h-auto w-full bg-slate-100 object-contain"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
              <p className="truncate text-sm font-semibold text-slate-900" title={item.original_name}>
                {item.original_name}
              </p>
              <p className={`line-clamp-2 text-xs ${alt ? 'text-slate-700' : 'font-medium text-amber-800'}`}>
                {alt ?? t('card.no_alt')}
              </p>
              <p className="text-xs text-slate-600">
                {t(`kind.${item.kind}`)} · {usageCount(item, t)}
              </p>
              <div className="mt-auto pt-2">{action(item)}</div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
